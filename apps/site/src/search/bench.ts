/**
 * Per-keystroke latency of the embedded engine over the real index: every
 * query of the relevance set is typed one character at a time; the first
 * pass loads the shards and chunks it needs, the second is timed (warm, as
 * while a reader types). It also checks the browser ranking against Go's on
 * every keystroke.
 *
 * Run by `go run ./packages/sitegen/search/cmd/searchbench`, which builds
 * the index, bundles this file with esbuild and runs:
 *   node bench.mjs <index dir> <expected.json>
 * expected.json: [{query, urls}] as Go ranks them. Prints one JSON line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createEngine } from './engine';

const [dir, expectedFile] = process.argv.slice(2);
const expected = JSON.parse(await readFile(expectedFile, 'utf8')) as { query: string; urls: string[] }[];

const engine = createEngine({
  baseUrl: '/',
  fetch: async (url) => new Response(await readFile(path.join(dir, url.slice(1)), 'utf8')),
});
const context = { language: 'en', docsTag: 'docs-default-current' };

let mismatches = 0;
const examples: string[] = [];
for (const { query, urls } of expected) {
  const { hits } = await engine.search(query, context);
  const got = hits.map((h) => h.url);
  if (JSON.stringify(got) !== JSON.stringify(urls)) {
    mismatches++;
    if (examples.length < 5) examples.push(`${query}: ${got.slice(0, 3).join(' ')} | Go ${urls.slice(0, 3).join(' ')}`);
  }
}

const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const { query } of expected) {
    const t0 = performance.now();
    await engine.search(query, context);
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(
  JSON.stringify({
    keystrokes: expected.length,
    samples: times.length,
    p50: at(0.5),
    p95: at(0.95),
    max: times[times.length - 1],
    mismatches,
    examples,
    fetchedBytes: engine.stats().bytes,
  }),
);
