#!/usr/bin/env node
/**
 * The search's time per keystroke in a real browser, over the whole site:
 * opens /search?searchTiming=1 of the built site in headless Chromium (the
 * flag makes the page time each search with performance.now() and expose
 * window.__flSearchTiming, see src/search/timing.ts), loads every index
 * shard and display chunk the relevance queries need, then types each query
 * into the search modal one key at a time. Each keystroke runs one search;
 * its engine time is one sample. Prints one JSON line, the samples in
 * milliseconds, which `go run mage.go bench:browserSearch` summarises (p50,
 * p95, max; packages/stats, as every bench):
 *   {"samplesMs":[…]}
 *
 * Usage, from the repository root or anywhere:
 *   node apps/site/scripts/search-latency.mjs [--dist dist] [--url http://host:port] [--queries file.yaml]
 * --dist   the built site to serve with the production server (default: dist);
 *          the server is built into a temporary folder and stopped at the end
 * --url    measure a site already served there instead
 * --queries the relevance set (default: packages/sitegen/search/testdata/relevance.yaml)
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../packages/ui/visual/chromium.mjs';
import { root, serve } from './serve-dist.mjs';

const context = { language: 'en', docsTag: 'docs-default-current' };
const log = (message) => process.stderr.write(`search-latency: ${message}\n`);

function parseArgs(argv) {
  const options = { dist: 'dist', url: undefined, queries: 'packages/sitegen/search/testdata/relevance.yaml' };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in options) || argv[i + 1] === undefined) {
      throw new Error(`unknown or incomplete option ${argv[i]}: use --dist <dir>, --url <origin> or --queries <file>`);
    }
    options[name] = argv[i + 1];
  }
  return options;
}

/** The queries of the relevance set: `- query: <text>` entries. */
async function readQueries(file) {
  const text = await readFile(path.resolve(root, file), 'utf8');
  const queries = [...text.matchAll(/^- query: (.+)$/gm)].map(([, value]) => {
    const v = value.trim();
    if (v.startsWith('"')) return JSON.parse(v);
    if (v.startsWith("'")) return v.slice(1, -1).replaceAll("''", "'");
    return v;
  });
  if (queries.length === 0) throw new Error(`${file}: no "- query: …" entries`);
  return queries;
}

async function measure(origin, queries) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}/search?searchTiming=1`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
    await box.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => window.__flSearchTiming !== undefined, null, { timeout: 30_000 });

    const keystrokes = queries.flatMap((q) =>
      Array.from(q, (_, i) =>
        Array.from(q)
          .slice(0, i + 1)
          .join(''),
      ),
    );
    log(`loading the index parts of ${queries.length} queries (${keystrokes.length} keystrokes)`);
    await page.evaluate(
      async ([all, ctx]) => {
        await window.__flSearchTiming.warm(all, ctx);
        window.__flSearchTiming.samples.length = 0;
      },
      [keystrokes, context],
    );

    log('typing');
    let expected = 0;
    for (const query of queries) {
      await box.focus();
      await page.keyboard.type(query);
      expected += Array.from(query).length;
      try {
        await page.waitForFunction((n) => window.__flSearchTiming.samples.length >= n, expected, { timeout: 10_000 });
      } catch {
        const got = await page.evaluate(() => window.__flSearchTiming.samples.length);
        throw new Error(
          `typing "${query}": ${expected} keystrokes so far but ${got} searches ran: the page did not search on every keystroke`,
        );
      }
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
    }
    const samples = await page.evaluate(() => [...window.__flSearchTiming.samples]);
    if (samples.length !== expected) throw new Error(`${expected} keystrokes but ${samples.length} searches ran`);
    if (problems.length) throw new Error(`the page failed: ${problems.join('; ')}`);
    const slowest = samples
      .map((ms, i) => ({ ms, query: keystrokes[i] }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    log(`slowest keystrokes: ${slowest.map((s) => `"${s.query}" ${s.ms.toFixed(1)} ms`).join(', ')}`);
    return samples;
  } finally {
    await browser.close();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const queries = await readQueries(options.queries);
  const site = options.url ? { origin: options.url.replace(/\/$/, ''), stop: async () => undefined } : await serve(options.dist, log);
  let samples;
  try {
    samples = await measure(site.origin, queries);
  } finally {
    await site.stop();
  }
  console.log(JSON.stringify({ samplesMs: samples }));
}

main().catch((error) => {
  log(error.message);
  process.exit(1);
});
