// Lighthouse, mobile and desktop presets, on the nine page kinds of a
// running site; with --corpus, also the mobile preset on a docs page of the
// 2,500-page synthetic build, reported beside the real site's docs page;
// with --peer, also the same page of the same corpus built by Docusaurus
// Faster (the folder it wrote, served here gzipped as a static host serves
// it), which our page must be ahead of on FCP, LCP and TBT.
// A blank page (blankPage in lighthouse-report.mjs), served here, is audited
// in the same run, and the audits are interleaved (every page's first run,
// then every page's second...), so that each page's first paint is judged
// as a multiple of the blank page's under the same load.
// Saves an HTML and a JSON report per page and preset and summary.json in
// the output folder, prints a table, and exits 1 naming every missed
// threshold (see lighthouse-report.mjs).
// Usage: node scripts/lighthouse.mjs <base URL> <output folder> [--corpus <URL of a docs page of the 2,500-page build> [--peer <folder of the same corpus built by Docusaurus Faster>]] [--page <name>]... [--preset mobile|desktop] [--baseline <base URL of another build>]
// --page (repeatable) and --preset audit only those pages and that preset, to
// work on one page: `--page "docs page" --preset mobile`. --baseline audits
// the same pages (mobile) on another build served beside this one, e.g. the
// main branch's, in the same run, and prints before and after (FCP, LCP,
// bytes on the critical path, requests before first paint); the baseline is
// reported, not checked.
// Chromium: CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium.
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumPath } from '../../../packages/ui/visual/chromium.mjs';
import { serveStaticApart } from './serve-static.mjs';
import {
  blankPage,
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
  peerFailures,
  peerPageName,
  slug,
  summarise,
  thresholds,
} from './lighthouse-report.mjs';

const usage = `usage: node scripts/lighthouse.mjs <base URL> <output folder> [--corpus <URL of a docs page of the 2,500-page build> [--peer <folder of the same corpus built by Docusaurus Faster>]] [--page <name>]... [--preset mobile|desktop] [--baseline <base URL>]
pages: ${pages.map(({ name }) => `"${name}"`).join(', ')}`;
const presets = { mobile: undefined, desktop: desktopConfig };

function parseArgs(argv) {
  const positional = [];
  let corpus = null;
  const only = [];
  let preset = null;
  let baseline = null;
  let peer = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--corpus') corpus = argv[++i] ?? '';
    else if (argv[i] === '--peer') peer = argv[++i] ?? '';
    else if (argv[i] === '--baseline') baseline = argv[++i] ?? '';
    else if (argv[i] === '--page') only.push(argv[++i] ?? '');
    else if (argv[i] === '--preset') preset = argv[++i] ?? '';
    else positional.push(argv[i]);
  }
  const [base, out] = positional;
  if (positional.length !== 2 || corpus === '' || baseline === '' || peer === '' || (peer && !corpus)) return null;
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
    peer,
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
// A visitor's Chromium, run as the Lighthouse CLI runs it: headless, with
// chrome-launcher's flags, without the sandbox (CI runs as root), and
// nothing the tests turn off to save CPU (GPU, QUIC, background work), which
// a visitor's browser has.
const chromeFlags = ['--headless=new', '--no-sandbox'];

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

/** The blank page, served on a free loopback port for the length of the run. */
async function serveBlankPage() {
  const body = Buffer.from(blankPage.html);
  const server = http.createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/**
 * Audits every target (page, URL, preset) in rounds, one run of each
 * target that needsAnotherRun per round, so that the runs of all pages
 * share the machine's load alike; returns each target's row (its median
 * run) after saving that run's reports.
 */
async function auditInRounds(targets) {
  const runs = targets.map(() => []);
  for (let round = 1; targets.some((t, i) => needsAnotherRun(runs[i], t.preset)); round++) {
    console.log(`lighthouse: round ${round}`);
    for (const [i, target] of targets.entries()) {
      if (!needsAnotherRun(runs[i], target.preset)) continue;
      const run = await audit(target.url, target.preset);
      runs[i].push(run);
      console.log(
        `  ${target.page} (${new URL(target.url).pathname}, ${target.preset}${target.prefix === 'baseline-' ? ', baseline build' : ''}) run ${runs[i].length}: ${run.summary.runtimeError ?? `performance ${run.summary.scores.performance ?? '-'}, FCP ${Math.round(run.summary.fcpMs ?? 0)} ms`}`,
      );
    }
  }
  const rows = [];
  for (const [i, { page, url, preset, prefix = '' }] of targets.entries()) {
    const median = medianRun(runs[i]);
    const file = path.join(args.out, `${prefix}${slug(page)}-${preset}`);
    await writeFile(`${file}.report.html`, median.html);
    await writeFile(`${file}.report.json`, median.json);
    rows.push({
      page,
      route: new URL(url).pathname,
      preset,
      prefix,
      summary: median.summary,
      runs: runs[i].map(({ summary }) => ({ summary })),
    });
  }
  return rows;
}

await mkdir(args.out, { recursive: true });
const blank = await serveBlankPage();
const targets = [{ page: blankPage.name, url: blank.url, preset: 'mobile' }];
for (const { name, route } of args.pages) {
  for (const preset of args.presets) targets.push({ page: name, url: new URL(route, args.base).href, preset });
}
if (args.corpus) targets.push({ page: corpusPageName, url: args.corpus, preset: 'mobile' });
const peerSite = args.peer ? await serveStaticApart(args.peer) : null;
if (peerSite)
  targets.push({
    page: peerPageName,
    url: new URL(new URL(args.corpus).pathname, peerSite.origin).href,
    preset: 'mobile',
    prefix: 'peer-',
  });
// The baseline build's pages, audited in the same rounds on the same machine.
if (args.baseline) {
  for (const { name, route } of args.pages) {
    targets.push({ page: name, url: new URL(route, args.baseline).href, preset: 'mobile', prefix: 'baseline-' });
  }
}
let audited;
try {
  audited = await auditInRounds(targets);
} finally {
  blank.server.close();
  peerSite?.close();
}
const blankRow = audited[0];
const blankFcpMs = blankRow.summary.runtimeError ? null : blankRow.summary.fcpMs;
const rows = audited.slice(1).filter((row) => !row.prefix);
const baselineRows = audited.slice(1).filter((row) => row.prefix === 'baseline-');
const peerDocs = audited.find((row) => row.prefix === 'peer-');

const realDocs = rows.find((row) => row.page === docsPageName && row.preset === 'mobile');
const corpusDocs = rows.find((row) => row.page === corpusPageName);
const problems = [
  ...rows.flatMap((row) => failures(row, blankFcpMs)),
  ...corpusFailures(realDocs, corpusDocs),
  ...peerFailures(corpusDocs, peerDocs),
];
await writeFile(
  path.join(args.out, 'summary.json'),
  `${JSON.stringify({ date: new Date().toISOString(), chromium: chromePath, chromeFlags, thresholds, blank: blankRow, rows, baselineRows, peer: peerDocs ?? null, failures: problems }, null, 2)}\n`,
);

console.log(
  `\nLighthouse ${rows.length} audits and the blank page's (each the run with the median performance score of three on mobile, one on desktop, a run Lighthouse could not complete repeated, at most ${maxRuns} runs; FCP/blank: the page's first contentful paint over the blank page's; CPU index: Lighthouse's benchmark of the CPU it had, lower under load; reports in ${args.out})`,
);
console.log(formatTable([blankRow, ...rows], blankFcpMs));
if (baselineRows.length) {
  console.log(`\nBefore (${args.baseline}) and after (${args.base}), mobile, the median runs:`);
  console.log(
    formatComparison(
      baselineRows,
      rows.filter((row) => row.preset === 'mobile'),
      blankFcpMs,
    ),
  );
}
if (corpusDocs && realDocs) {
  console.log(
    `\n${corpusPageName}: performance ${corpusDocs.summary.scores.performance ?? '-'} against the real site's ${realDocs.summary.scores.performance ?? '-'} (mobile)`,
  );
}
if (corpusDocs && peerDocs) {
  console.log(`\nThe same page of the same corpus, ours and Docusaurus Faster's, beside the blank page (mobile, the median runs):`);
  console.log(formatTable([blankRow, corpusDocs, peerDocs], blankFcpMs));
}
if (problems.length) {
  console.error(`\n${problems.length} Lighthouse threshold(s) missed:`);
  for (const problem of problems) console.error(`- ${problem}`);
  process.exit(1);
}
console.log('\nevery Lighthouse threshold holds');
