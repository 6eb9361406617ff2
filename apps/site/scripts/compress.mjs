// Writes the Brotli (.br) and gzip (.gz) variants of files with zlib's
// native encoders, by the rules the build gives it (packages/sitegen/
// precompress declares them). The build compresses its hashed bundle this
// way: at Brotli 11 the native encoder takes a third of the pure-Go one's
// time.
// Usage: node scripts/compress.mjs <jobs file>
// where the jobs file is JSON: {"files": [<path>, ...], "brotli": <0-11>,
// "gzip": <1-9>, "minBytes": <size up to which a file gets no variant>,
// "maxRatio": <largest variant/file size ratio worth writing>}. A variant
// not worth writing is removed if an earlier run left one, and a file and
// its variants take one modification time, so Last-Modified agrees across
// encodings.
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

const jobsFile = process.argv[2];
if (!jobsFile) {
  console.error('usage: node scripts/compress.mjs <jobs file>');
  process.exit(2);
}
const jobs = JSON.parse(readFileSync(jobsFile, 'utf8'));
const problem = jobsProblem(jobs);
if (problem) {
  console.error(`${jobsFile}: ${problem}`);
  process.exit(2);
}

const encodings = [
  {
    suffix: '.br',
    encode: (bytes) =>
      brotliCompressSync(bytes, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: jobs.brotli, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
  },
  { suffix: '.gz', encode: (bytes) => gzipSync(bytes, { level: jobs.gzip }) },
];

/** Writes the variants of one file that are worth it, and removes those that are not. */
function compressFile(file) {
  const bytes = readFileSync(file);
  if (bytes.length <= jobs.minBytes) return;
  const info = statSync(file);
  for (const { suffix, encode } of encodings) {
    const variant = encode(bytes);
    if (variant.length > jobs.maxRatio * bytes.length) {
      rmSync(file + suffix, { force: true });
      continue;
    }
    writeFileSync(file + suffix, variant, { mode: info.mode & 0o777 });
    utimesSync(file + suffix, info.atime, info.mtime);
  }
  // utimes takes milliseconds: the file gets the time its variants got.
  utimesSync(file, info.atime, info.mtime);
}

// One file after the other, synchronously: the build runs this beside the
// prerender, which keeps the other cores busy, and files written from
// several threads at once into one folder cost more system time each.
const failures = [];
for (const file of jobs.files) {
  try {
    compressFile(file);
  } catch (err) {
    failures.push(`compress ${file}: ${err.message}`);
  }
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}

/** What is wrong with a jobs file, or "" when nothing is. */
function jobsProblem(j) {
  const expected = 'expected {"files": ["<path>", ...], "brotli": <0-11>, "gzip": <1-9>, "minBytes": <bytes>, "maxRatio": <ratio above 0>}';
  if (!Array.isArray(j?.files) || j.files.some((f) => typeof f !== 'string')) return `"files" is not a list of paths; ${expected}`;
  if (!Number.isInteger(j.brotli) || j.brotli < 0 || j.brotli > 11) return `"brotli" is ${JSON.stringify(j.brotli)}; ${expected}`;
  if (!Number.isInteger(j.gzip) || j.gzip < 1 || j.gzip > 9) return `"gzip" is ${JSON.stringify(j.gzip)}; ${expected}`;
  if (!Number.isFinite(j.minBytes)) return `"minBytes" is ${JSON.stringify(j.minBytes)}; ${expected}`;
  if (!(j.maxRatio > 0)) return `"maxRatio" is ${JSON.stringify(j.maxRatio)}; ${expected}`;
  return '';
}
