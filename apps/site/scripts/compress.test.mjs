import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const script = fileURLToPath(new URL('./compress.mjs', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'compress-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const rules = { brotli: 11, gzip: 9, minBytes: 1024, maxRatio: 0.95 };

/** Runs the script on a jobs object; resolves to its exit code and stderr. */
async function run(jobs) {
  const jobsFile = path.join(dir, `jobs-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(jobsFile, JSON.stringify(jobs));
  try {
    await promisify(execFile)('node', [script, jobsFile]);
    return { code: 0, stderr: '' };
  } catch (err) {
    return { code: err.code, stderr: err.stderr };
  }
}

test('writes both variants of a compressible file, each decoding to it with its modification time', async () => {
  const file = path.join(dir, 'app.js');
  const text = Array.from({ length: 400 }, (_, i) => `export const shipment${i} = { status: "Booked", leg: ${i} };`).join('\n');
  writeFileSync(file, text);
  // A time in nanoseconds, finer than utimes() can set.
  await promisify(execFile)('touch', ['-d', '2026-03-04 05:06:07.123456789', file]);
  assert.deepEqual(await run({ files: [file], ...rules }), { code: 0, stderr: '' });
  assert.equal(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), text);
  assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), text);
  const modified = statSync(file, { bigint: true }).mtimeNs;
  for (const suffix of ['.br', '.gz']) {
    assert.equal(statSync(file + suffix, { bigint: true }).mtimeNs, modified, `${suffix} variant's modification time`);
    assert.ok(statSync(file + suffix).size < 0.95 * text.length);
  }
});

test('leaves files of at most minBytes alone', async () => {
  const file = path.join(dir, 'small.css');
  writeFileSync(file, 'a{color:red}'.repeat(85)); // 1,020 bytes
  assert.equal((await run({ files: [file], ...rules })).code, 0);
  assert.equal(existsSync(`${file}.br`), false);
  assert.equal(existsSync(`${file}.gz`), false);
});

test('removes a stale variant of a file that compresses too little, and writes none', async () => {
  const file = path.join(dir, 'random.json');
  writeFileSync(file, randomBytes(8192));
  writeFileSync(`${file}.br`, 'stale');
  writeFileSync(`${file}.gz`, 'stale');
  assert.equal((await run({ files: [file], ...rules })).code, 0);
  assert.equal(existsSync(`${file}.br`), false);
  assert.equal(existsSync(`${file}.gz`), false);
});

test('a missing file fails the run, naming it, after the others are compressed', async () => {
  const missing = path.join(dir, 'missing.js');
  const present = path.join(dir, 'present.js');
  writeFileSync(present, 'const route = "/docs/user-manual/operations/jobs";\n'.repeat(60));
  const { code, stderr } = await run({ files: [missing, present], ...rules });
  assert.equal(code, 1);
  assert.match(stderr, /compress .*missing\.js: ENOENT/);
  assert.ok(existsSync(`${present}.br`));
});

test('a jobs file that breaks the rules is refused with what was expected', async () => {
  for (const [jobs, field] of [
    [{ ...rules, files: 'app.js' }, '"files"'],
    [{ ...rules, files: [], brotli: 12 }, '"brotli" is 12'],
    [{ ...rules, files: [], gzip: 0 }, '"gzip" is 0'],
    [{ ...rules, files: [], minBytes: 'small' }, '"minBytes" is "small"'],
    [{ ...rules, files: [], maxRatio: 0 }, '"maxRatio" is 0'],
  ]) {
    const { code, stderr } = await run(jobs);
    assert.equal(code, 2, field);
    assert.ok(stderr.includes(field), `${field} in: ${stderr}`);
    assert.match(stderr, /expected \{"files"/);
  }
});
