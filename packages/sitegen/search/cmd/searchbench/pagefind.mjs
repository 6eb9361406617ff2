// Runs Pagefind's own browser search module under Node, one cold instance
// per query, with fetch served from the Pagefind output folder, and records
// what each query fetches. Usage: node pagefind.mjs <pagefind dir> <queries.json>
// Prints one JSON line: [{query, urls, files: [[name, bytes]]}].
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [dir, queriesFile] = process.argv.slice(2);
const queries = JSON.parse(await readFile(queriesFile, 'utf8'));
let files = [];
globalThis.fetch = async (url) => {
  const u = new URL(String(url), 'file:///');
  const data = await readFile(fileURLToPath(u));
  files.push([path.relative(dir, fileURLToPath(u)), data.length]);
  return new Response(data);
};
globalThis.window = globalThis;
globalThis.location = new URL('http://localhost/');

// Pagefind's UI shows the first 5 results, then "Load more": a first query
// fetches the fragments of 5 results. The rest are read for ranking only.
const shown = 5;
const out = [];
let n = 0;
for (const query of queries) {
  files = [];
  const pf = await import(`${pathToFileURL(path.join(dir, 'pagefind.js')).href}?cold=${n++}`);
  await pf.options({ basePath: dir.replace(/\/?$/, '/'), baseUrl: '/' });
  const started = performance.now();
  const res = await pf.search(query);
  const first = await Promise.all(res.results.slice(0, shown).map((r) => r.data()));
  const ms = performance.now() - started;
  const firstFiles = files.slice();
  const rest = await Promise.all(res.results.slice(shown, 20).map((r) => r.data()));
  out.push({ query, urls: [...first, ...rest].map((d) => d.url), files: firstFiles, ms });
}
console.log(JSON.stringify(out));
