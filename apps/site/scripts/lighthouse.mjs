// Lighthouse, mobile and desktop presets, on the eight page kinds of a
// running site; with --corpus, also the mobile preset on a docs page of the
// 2,500-page synthetic build, reported beside the real site's docs page.
// Saves an HTML and a JSON report per page and preset and summary.json in
// the output folder, prints a table, and exits 1 naming every missed
// threshold (see lighthouse-report.mjs).
// Usage: node scripts/lighthouse.mjs <base URL> <output folder> [--corpus <URL of a docs page of the 2,500-page build>] [--page <name>]... [--preset mobile|desktop] [--baseline <base URL of another build>]
// --page (repeatable) and --preset audit only those pages and that preset, to
// work on one page: `--page "docs page" --preset mobile`. --baseline audits
// the same pages (mobile) on another build served beside this one, e.g. the
// main branch's, in the same run, and prints before and after (FCP, LCP,
// bytes on the critical path, requests before first paint); the baseline is
// reported, not checked.
// Chromium: CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgsAfter, chromiumPath } from '../../../packages/ui/visual/chromium.mjs';
import {
  categories,
  corpusFailures,
  corpusPageName,
  docsPageName,
  failures,
  formatComparison,
  formatTable,
  maxRuns,
  medianRun,
  needsAnotherRun,
  pages,
  slug,
  summarise,
  thresholds,
} from './lighthouse-report.mjs';

const usage = `usage: node scripts/lighthouse.mjs <base URL> <output folder> [--corpus <URL of a docs page of the 2,500-page build>] [--page <name>]... [--preset mobile|desktop] [--baseline <base URL>]
pages: ${pages.map(({ name }) => `"${name}"`).join(', ')}`;
const presets = { mobile: undefined, desktop: desktopConfig };

function parseArgs(argv) {
  const positional = [];
  let corpus = null;
  const only = [];
  let preset = null;
  let baseline = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--corpus') corpus = argv[++i] ?? '';
    else if (argv[i] === '--baseline') baseline = argv[++i] ?? '';
    else if (argv[i] === '--page') only.push(argv[++i] ?? '');
    else if (argv[i] === '--preset') preset = argv[++i] ?? '';
    else positional.push(argv[i]);
  }
  const [base, out] = positional;
  if (positional.length !== 2 || corpus === '' || baseline === '') return null;
  for (const url of [base, corpus, baseline].filter(Boolean)) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      console.error(`not an http(s) URL: ${url}`);
      return null;
    }
  }
  const unknown = only.filter((name) => !pages.some((page) => page.name === name));
  if (unknown.length) {
    console.error(`no such page: ${unknown.map((name) => `"${name}"`).join(', ')}`);
    return null;
  }
  if (preset !== null && !Object.hasOwn(presets, preset)) {
    console.error(`no such preset: "${preset}" (mobile or desktop)`);
    return null;
  }
  return {
    base,
    out: path.resolve(out),
    corpus,
    baseline,
    pages: only.length ? pages.filter((page) => only.includes(page.name)) : pages,
    presets: preset ? [preset] : Object.keys(presets),
  };
}

const args = parseArgs(process.argv.slice(2));
if (!args) {
  console.error(usage);
  process.exit(2);
}

const chromePath = process.env.CHROME_PATH || chromiumPath;
// Lighthouse's Chromium runs headless with the flags of every other launch, after chrome-launcher's own.
const chromeFlags = ['--headless=new', ...chromiumArgsAfter(chromeLauncher.Launcher.defaultFlags())];

/** One Lighthouse run in a Chromium of its own, as the Lighthouse CLI does, so no run inherits another's state. */
async function audit(url, preset) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: categories },
      presets[preset],
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const [html, json] = result.report;
    return { summary: summarise(result.lhr), html, json };
  } finally {
    await chrome.kill();
  }
}

/** Audits one page with one preset, repeating the run as needsAnotherRun says. */
async function auditPage(page, url, preset, prefix = '') {
  const runs = [];
  do {
    const run = await audit(url, preset);
    runs.push(run);
    console.log(
      `  ${page} (${preset}) run ${runs.length}: ${run.summary.runtimeError ?? `performance ${run.summary.scores.performance ?? '-'}`}`,
    );
  } while (needsAnotherRun(runs, preset));
  const median = medianRun(runs);
  const file = path.join(args.out, `${prefix}${slug(page)}-${preset}`);
  await writeFile(`${file}.report.html`, median.html);
  await writeFile(`${file}.report.json`, median.json);
  return { page, route: new URL(url).pathname, preset, summary: median.summary, runs: runs.map(({ summary }) => ({ summary })) };
}

await mkdir(args.out, { recursive: true });
const rows = [];
for (const { name, route } of args.pages) {
  for (const preset of args.presets) {
    console.log(`lighthouse: ${name} (${route}), ${preset}`);
    rows.push(await auditPage(name, new URL(route, args.base).href, preset));
  }
}
if (args.corpus) {
  console.log(`lighthouse: ${corpusPageName} (${new URL(args.corpus).pathname}), mobile`);
  rows.push(await auditPage(corpusPageName, args.corpus, 'mobile'));
}

// The baseline build's pages, audited in the same run on the same machine.
const baselineRows = [];
if (args.baseline) {
  for (const { name, route } of args.pages) {
    console.log(`lighthouse: ${name} (${route}), mobile, baseline build`);
    baselineRows.push(await auditPage(name, new URL(route, args.baseline).href, 'mobile', 'baseline-'));
  }
}

const realDocs = rows.find((row) => row.page === docsPageName && row.preset === 'mobile');
const corpusDocs = rows.find((row) => row.page === corpusPageName);
const problems = [...rows.flatMap(failures), ...corpusFailures(realDocs, corpusDocs)];
await writeFile(
  path.join(args.out, 'summary.json'),
  `${JSON.stringify({ date: new Date().toISOString(), chromium: chromePath, thresholds, rows, baselineRows, failures: problems }, null, 2)}\n`,
);

console.log(
  `\nLighthouse ${rows.length} audits (each the run with the median performance score of three on mobile, one on desktop, a run Lighthouse could not complete repeated, at most ${maxRuns} runs; CPU index: Lighthouse's benchmark of the CPU it had, lower under load; reports in ${args.out})`,
);
console.log(formatTable(rows));
if (baselineRows.length) {
  console.log(`\nBefore (${args.baseline}) and after (${args.base}), mobile, the median runs:`);
  console.log(
    formatComparison(
      baselineRows,
      rows.filter((row) => row.preset === 'mobile'),
    ),
  );
}
if (corpusDocs && realDocs) {
  console.log(
    `\n${corpusPageName}: performance ${corpusDocs.summary.scores.performance ?? '-'} against the real site's ${realDocs.summary.scores.performance ?? '-'} (mobile)`,
  );
}
if (problems.length) {
  console.error(`\n${problems.length} Lighthouse threshold(s) missed:`);
  for (const problem of problems) console.error(`- ${problem}`);
  process.exit(1);
}
console.log('\nevery Lighthouse threshold holds');
