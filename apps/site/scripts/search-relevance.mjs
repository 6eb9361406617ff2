#!/usr/bin/env node
/**
 * The search's relevance as a reader sees it: opens /search of the built
 * site in headless Chromium, enters each query of a list into its search
 * field, and reads the pages the result list shows, in the order shown (each
 * result's heading link, without its section anchor); then does the same in
 * the search modal (its result groups, one a page). One browser page serves
 * every query. Prints one JSON line:
 *   {"queries":N,"wallSeconds":…,"shown":{"<query>":["/route",…],…},"modal":{…}}
 * The scoring (MRR, recall@5 per part of the relevance set) is the Go
 * side's: magefiles/bench.go scores these orders with search.EvaluateWith,
 * as it scores the engine's.
 *
 * The page runs a query a moment after typing stops. The browser's clock is
 * faked (Playwright's page.clock) and moved a second on after each entry,
 * past that wait, so the run waits only for the search itself.
 *
 * Usage, from the repository root or anywhere:
 *   node apps/site/scripts/search-relevance.mjs --queries queries.json [--dist dist] [--url http://host:port]
 * --queries a JSON array of the queries
 * --dist    the built site to serve with the production server (default: dist)
 * --url     measure a site already served there instead
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../packages/ui/visual/chromium.mjs';
import { root, serve } from './serve-dist.mjs';

const log = (message) => process.stderr.write(`search-relevance: ${message}\n`);

/** More than the search page's wait after the last keystroke (SEARCH_PAGE_DEBOUNCE_MS, 300 ms). */
const PAST_THE_DEBOUNCE_MS = 1000;

function parseArgs(argv) {
  const options = { dist: 'dist', url: undefined, queries: undefined };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in options) || argv[i + 1] === undefined) {
      throw new Error(`unknown or incomplete option ${argv[i]}: use --queries <file.json>, --dist <dir> or --url <origin>`);
    }
    options[name] = argv[i + 1];
  }
  if (!options.queries) throw new Error('--queries <file.json> is required: a JSON array of queries');
  return options;
}

async function readQueries(file) {
  const queries = JSON.parse(await readFile(path.resolve(root, file), 'utf8'));
  if (!Array.isArray(queries) || queries.length === 0 || queries.some((q) => typeof q !== 'string' || !q.trim())) {
    throw new Error(`${file}: expected a JSON array of non-empty query strings`);
  }
  return queries;
}

/** Waits until the view marked `selector` has its `attribute` in one of the states. */
async function settled(page, { selector, attribute }, states, query) {
  try {
    await page.waitForFunction(
      ({ selector, attribute, wanted }) => wanted.includes(document.querySelector(selector)?.getAttribute(attribute)),
      { selector, attribute, wanted: states },
      { timeout: 15_000, polling: 10 },
    );
  } catch {
    throw new Error(`"${query}": ${selector} did not reach ${states.join(' or ')} within 15 s`);
  }
}

const searchPageView = { selector: '[data-component="SearchPageView"]', attribute: 'data-state' };
const modalView = { selector: '[data-component="SearchModal"]', attribute: 'data-status' };

/** The pages the /search page lists for each query: each result's heading link, without its section anchor. */
async function readSearchPage(page, origin, queries) {
  await page.goto(`${origin}/search`);
  await page.locator('html[data-router-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  const field = page.getByRole('search').getByRole('searchbox');
  const shown = {};
  for (const query of queries) {
    await field.fill(query);
    await page.clock.runFor(PAST_THE_DEBOUNCE_MS);
    await settled(page, searchPageView, ['success', 'error'], query);
    if ((await page.locator(searchPageView.selector).getAttribute('data-state')) === 'error') {
      throw new Error(`"${query}": the search page shows an error`);
    }
    shown[query] = await page
      .locator(`${searchPageView.selector} ol > li h2 a`)
      .evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
    // Back to the empty page, so that the next query's results cannot be
    // mistaken for this one's.
    await field.fill('');
    await page.clock.runFor(PAST_THE_DEBOUNCE_MS);
    await settled(page, searchPageView, ['idle'], query);
  }
  return shown;
}

/**
 * The pages the search modal lists for each query, opened with Ctrl+K on the
 * home page (scope All, as the search page): its result groups in order, one
 * a page. The modal searches on each keystroke, without a wait.
 */
async function readModal(page, origin, queries) {
  await page.goto(`${origin}/`);
  await page.locator('html[data-router-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.keyboard.press('Control+k');
  const field = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
  await field.waitFor({ timeout: 15_000 });
  const shown = {};
  for (const query of queries) {
    await field.fill(query);
    await settled(page, modalView, ['success', 'error'], query);
    if ((await page.locator(modalView.selector).getAttribute(modalView.attribute)) === 'error') {
      throw new Error(`"${query}": the search modal shows an error`);
    }
    shown[query] = await page
      .locator(`${modalView.selector} [role="listbox"] [role="group"][data-page]`)
      .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-page')));
    await field.fill('');
    await settled(page, modalView, ['idle'], query);
  }
  return shown;
}

async function measure(origin, queries) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.clock.install();
    const shown = await readSearchPage(page, origin, queries);
    const modal = await readModal(page, origin, queries);
    if (problems.length) throw new Error(`the page failed: ${problems.join('; ')}`);
    return { shown, modal };
  } finally {
    await browser.close();
  }
}

async function main() {
  const started = performance.now();
  const options = parseArgs(process.argv.slice(2));
  const queries = await readQueries(options.queries);
  const site = options.url ? { origin: options.url.replace(/\/$/, ''), stop: async () => undefined } : await serve(options.dist, log);
  let orders;
  try {
    log(`entering ${queries.length} queries into /search, then into the search modal`);
    orders = await measure(site.origin, queries);
  } finally {
    await site.stop();
  }
  const wallSeconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(JSON.stringify({ queries: queries.length, wallSeconds, ...orders }));
}

main().catch((error) => {
  log(error.message);
  process.exit(1);
});
