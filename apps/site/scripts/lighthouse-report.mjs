// What `scripts/lighthouse.mjs` decides about a set of Lighthouse results:
// the figures of one run, the median of repeated runs, the thresholds of
// `go run mage.go audit`, the table it prints. Kept apart from the runner so
// the rules can be tested without a browser.

/**
 * The page kinds audited: the eight whose first-load weight `mage bench`
 * reports and the demo form's thank-you page. Not the not-found page:
 * Lighthouse 12 refuses a page that answers 404 (ERRORED_DOCUMENT_REQUEST),
 * so e2e/first-paint.spec.ts checks its first paint instead.
 */
export const pages = [
  { name: 'home', route: '/' },
  { name: 'solution', route: '/solutions/ocean-freight' },
  { name: 'integration', route: '/integrations/ups' },
  { name: 'integrations index', route: '/integrations' },
  { name: 'docs page', route: '/docs/user-manual/operations/jobs' },
  { name: 'category page', route: '/docs/category/operations' },
  { name: 'search', route: '/search' },
  { name: 'demo form', route: '/request-demo' },
  { name: 'thank-you', route: '/request-demo/thank-you' },
];

/**
 * The calibration: a blank page (a heading and a paragraph, no CSS, no
 * JavaScript, no image) served beside the site and audited in the same run,
 * interleaved with the pages, so that each page's first paint is judged
 * against the fastest first paint this machine gives at that moment rather
 * than against a figure in milliseconds that moves with the machine's load.
 */
export const blankPage = {
  name: 'blank page',
  html: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Blank page</title><meta name="description" content="The audit\'s calibration: a page that asks for nothing but its HTML."></head><body><h1>Blank page</h1><p>This page asks for nothing but its own HTML, so its first paint is the fastest this machine gives.</p></body></html>',
};

/** The name of the real site's docs page, which the large synthetic build's docs page is compared with. */
export const docsPageName = 'docs page';
/** The name under which the 2,500-page synthetic build's docs page is reported. */
export const corpusPageName = 'docs page, 2,500-page build';
/** The name under which the same page of the same corpus built by Docusaurus Faster is reported. */
export const peerPageName = 'docs page, 2,500-page build, Docusaurus Faster';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export const thresholds = {
  /** Accessibility, best practices and SEO must be perfect on every page and preset. */
  perfect: ['accessibility', 'best-practices', 'seo'],
  /** Performance in Lighthouse's 0-100 points, on the mobile preset (CPU and network throttled) and on desktop. */
  performance: { mobile: 100, desktop: 100 },
  /**
   * On the mobile preset: first contentful paint as a multiple of the blank
   * page's in the same run (a page paints from its HTML and asks for
   * nothing else first), largest contentful paint and total blocking time.
   */
  mobile: { fcpRatio: 1.25, lcpMs: 1200, tbtMs: 50 },
  /** Nothing shifts on any page: the announcement bar, cookie banner, font and images reserve their space. */
  cls: 0,
};

/**
 * Completed runs a mobile audit takes its median from: its figures vary with
 * the machine's load more than a desktop audit's.
 */
export const mobileRuns = 3;

/**
 * How often an audit runs at most: the mobile audit's three, and one more
 * for when Lighthouse fails to record the trace ("Please run Lighthouse
 * again").
 */
export const maxRuns = 4;

const points = (score) => (score === null || score === undefined ? null : Math.round(score * 100));

/**
 * The figures of one Lighthouse result (an LHR): the four category scores
 * in points (null when the category could not be scored), CLS, LCP, TBT
 * and the CPU benchmark index, and for each category below 100 the audits that cost it points.
 */
export function summarise(lhr) {
  if (!lhr || typeof lhr !== 'object' || !lhr.categories || !lhr.audits) {
    throw new TypeError('not a Lighthouse result: expected an object with categories and audits');
  }
  const scores = {};
  const failing = {};
  for (const id of categories) {
    const category = lhr.categories[id];
    scores[id] = points(category?.score);
    if (!category || category.score === 1) continue;
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => (audit.displayValue ? `${audit.id} (${audit.displayValue})` : audit.id));
  }
  return {
    scores,
    failing,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    // Lighthouse's measure of the CPU it had (higher is faster): on a shared
    // machine it shows how much a low performance score owes to the load.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...criticalPath(lhr),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/**
 * What the first paint waits for: the HTML and every render-blocking
 * request, counted and weighed (bytes transferred), from the run's network
 * records. Null when the run recorded none.
 */
export function criticalPath(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items;
  const document = requests?.find((item) => item.resourceType === 'Document');
  if (!document) return { criticalRequests: null, criticalBytes: null };
  const blocking = lhr.audits['render-blocking-resources']?.details?.items ?? [];
  const bytes = blocking.reduce((sum, item) => sum + (item.totalBytes ?? 0), document.transferSize ?? 0);
  return { criticalRequests: 1 + blocking.length, criticalBytes: bytes };
}

const completed = (runs) => runs.filter((run) => !run.summary.runtimeError);

/**
 * The run whose performance score is the median of the runs Lighthouse
 * completed (the lower middle one of an even count; among equal scores, by
 * first contentful paint), so that every figure
 * reported, and the report saved, come from one real run; the last run when
 * none completed, to report its error.
 */
export function medianRun(runs) {
  if (!Array.isArray(runs) || runs.length === 0) throw new RangeError('medianRun needs at least one run');
  const done = completed(runs);
  if (done.length === 0) return runs[runs.length - 1];
  // Ties (three runs of 100) are broken by the slower first paint first, so the middle run is the median paint too.
  const sorted = [...done].sort(
    (a, b) =>
      (a.summary.scores.performance ?? -1) - (b.summary.scores.performance ?? -1) ||
      (b.summary.fcpMs ?? Infinity) - (a.summary.fcpMs ?? Infinity),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Whether an audit needs another run (at most maxRuns): on mobile until
 * Lighthouse has completed mobileRuns, on desktop until it has completed
 * one.
 */
export function needsAnotherRun(runs, preset) {
  if (runs.length >= maxRuns) return false;
  return completed(runs).length < (preset === 'mobile' ? mobileRuns : 1);
}

/** A page's FCP over the blank page's, or null when either is unmeasured. */
export function fcpRatio(summary, blankFcpMs) {
  const fcp = summary?.fcpMs;
  if (fcp === null || fcp === undefined || !blankFcpMs) return null;
  return fcp / blankFcpMs;
}

/**
 * Every threshold a row (one page, one preset, its median run) misses, as a
 * sentence naming the page, preset, figure and limit; blankFcpMs is the
 * blank page's first contentful paint (mobile, its median run) in the same
 * run, which a mobile FCP is judged against.
 */
export function failures(row, blankFcpMs) {
  const where = `${row.page} (${row.route}, ${row.preset})`;
  const { summary } = row;
  if (summary.runtimeError) return [`${where}: Lighthouse could not audit the page: ${summary.runtimeError}`];
  const out = [];
  for (const id of thresholds.perfect) {
    const score = summary.scores[id];
    if (score !== 100) {
      const audits = summary.failing[id]?.length ? `; failing audits: ${summary.failing[id].join(', ')}` : '';
      out.push(`${where}: ${id} is ${score ?? 'not scored'}, must be 100${audits}`);
    }
  }
  const minimum = thresholds.performance[row.preset];
  if (minimum !== undefined && (summary.scores.performance ?? 0) < minimum) {
    const audits = summary.failing.performance?.length ? `; costing points: ${summary.failing.performance.join(', ')}` : '';
    out.push(
      `${where}: performance is ${summary.scores.performance ?? 'not scored'} (${runsLabel(row)}), must be at least ${minimum}${audits}`,
    );
  }
  if (row.preset === 'mobile') {
    const limit = thresholds.mobile.fcpRatio;
    const ratio = fcpRatio(summary, blankFcpMs);
    if (!blankFcpMs) {
      out.push(`${where}: first contentful paint cannot be judged: the blank page's was not measured`);
    } else if (ratio === null) {
      out.push(`${where}: first contentful paint is not measured, must be at most ${limit}x the blank page's ${Math.round(blankFcpMs)} ms`);
    } else if (ratio > limit) {
      out.push(
        `${where}: first contentful paint is ${Math.round(summary.fcpMs)} ms, ${ratio.toFixed(2)}x the blank page's ${Math.round(blankFcpMs)} ms, must be at most ${limit}x`,
      );
    }
    for (const [key, label] of [
      ['lcpMs', 'largest contentful paint'],
      ['tbtMs', 'total blocking time'],
    ]) {
      const value = summary[key];
      if (value === null || value === undefined || value > thresholds.mobile[key]) {
        out.push(
          `${where}: ${label} is ${value === null || value === undefined ? 'not measured' : `${Math.round(value)} ms`}, must be at most ${thresholds.mobile[key]} ms`,
        );
      }
    }
  }
  if (summary.cls !== thresholds.cls) {
    out.push(`${where}: cumulative layout shift is ${summary.cls}, must be ${thresholds.cls}`);
  }
  return out;
}

/**
 * The large build's docs page must score what the real site's docs page
 * scores: the same perfect categories, and a performance score no more than
 * `tolerance` points lower (the noise of repeated runs on a loaded machine).
 */
export function corpusFailures(realDocs, corpusDocs, tolerance = 3) {
  if (!realDocs || !corpusDocs) return [];
  const real = realDocs.summary.scores;
  const large = corpusDocs.summary.scores;
  const out = [];
  for (const id of categories) {
    if (real[id] === null || large[id] === null) continue;
    const allowed = id === 'performance' ? tolerance : 0;
    if (large[id] < real[id] - allowed) {
      out.push(
        `${corpusDocs.page} (${corpusDocs.route}, ${corpusDocs.preset}): ${id} is ${large[id]}, the real site's docs page scores ${real[id]}${allowed ? ` (at most ${allowed} points lower allowed)` : ''}`,
      );
    }
  }
  return out;
}

/**
 * Our large build's docs page must be ahead of the same page built by the
 * peer, audited in the same run (mobile, the median runs): an earlier first
 * and largest contentful paint, and less blocking time (none on both counts
 * as even, the best either can do).
 */
export function peerFailures(corpusDocs, peerDocs) {
  if (!corpusDocs || !peerDocs) return [];
  const where = `${corpusDocs.page} (${corpusDocs.route}, ${corpusDocs.preset})`;
  if (peerDocs.summary.runtimeError) return [`${peerDocs.page}: Lighthouse could not audit the page: ${peerDocs.summary.runtimeError}`];
  if (corpusDocs.summary.runtimeError) return [];
  const out = [];
  for (const [key, label] of [
    ['fcpMs', 'first contentful paint'],
    ['lcpMs', 'largest contentful paint'],
    ['tbtMs', 'total blocking time'],
  ]) {
    const ours = corpusDocs.summary[key];
    const peer = peerDocs.summary[key];
    if (ours === null || ours === undefined || peer === null || peer === undefined) {
      out.push(`${where}: ${label} cannot be compared with Docusaurus Faster's: one of them was not measured`);
    } else if (ours >= peer && !(key === 'tbtMs' && ours === 0)) {
      out.push(`${where}: ${label} is ${Math.round(ours)} ms, not ahead of Docusaurus Faster's ${Math.round(peer)} ms on the same page`);
    }
  }
  return out;
}

/** "1 run", "median of 88, 93, 96" or "median of 88, 99; 1 run failed". */
export function runsLabel(row) {
  const scores = completed(row.runs).map((run) => run.summary.scores.performance ?? '-');
  const failed = row.runs.length - scores.length;
  const label =
    row.runs.length === 1
      ? '1 run'
      : scores.length === 0
        ? 'no run completed'
        : scores.length === 1
          ? `1 completed run`
          : `median of ${[...scores].sort((a, b) => a - b).join(', ')}`;
  return failed && row.runs.length > 1 ? `${label}; ${failed} run${failed > 1 ? 's' : ''} failed` : label;
}

const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`);
const cls = (value) => (value === null ? '-' : value === 0 ? '0' : value < 0.001 ? value.toExponential(1) : value.toFixed(3));
const score = (value) => (value === null ? '-' : String(value));

const ratio = (value) => (value === null ? '-' : `${value.toFixed(2)}x`);

/** The printed table: one line per page and preset, each FCP also as a multiple of blankFcpMs, the blank page's. */
export function formatTable(rows, blankFcpMs) {
  const header = ['page', 'preset', 'perf', 'a11y', 'best pr.', 'SEO', 'CLS', 'FCP', 'FCP/blank', 'LCP', 'TBT', 'CPU index', 'runs'];
  const lines = rows.map((row) => {
    const { scores } = row.summary;
    return [
      `${row.page} (${row.route})`,
      row.preset,
      score(scores.performance),
      score(scores.accessibility),
      score(scores['best-practices']),
      score(scores.seo),
      cls(row.summary.cls),
      ms(row.summary.fcpMs ?? null),
      ratio(fcpRatio(row.summary, blankFcpMs)),
      ms(row.summary.lcpMs),
      ms(row.summary.tbtMs),
      row.summary.benchmarkIndex === null ? '-' : String(Math.round(row.summary.benchmarkIndex)),
      runsLabel(row),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const kB = (value) => (value === null || value === undefined ? '-' : `${(value / 1000).toFixed(1)} kB`);

/**
 * The before-and-after table of the same pages on two builds (mobile, the
 * median runs): first and largest contentful paint, the bytes on the
 * critical path and the requests before the first paint; each FCP also as
 * a multiple of blankFcpMs, the blank page's in the same run.
 */
export function formatComparison(before, after, blankFcpMs) {
  const header = ['page', 'build', 'FCP', 'FCP/blank', 'LCP', 'critical path', 'requests before first paint'];
  const lines = [];
  for (const row of after) {
    const old = before.find((b) => b.page === row.page && b.preset === row.preset);
    for (const [build, r] of [
      ['before', old],
      ['after', row],
    ]) {
      if (!r) continue;
      lines.push([
        `${r.page} (${r.route})`,
        build,
        ms(r.summary.fcpMs ?? null),
        ratio(fcpRatio(r.summary, blankFcpMs)),
        ms(r.summary.lcpMs),
        kB(r.summary.criticalBytes),
        r.summary.criticalRequests == null ? '-' : String(r.summary.criticalRequests),
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A file-name part for a page name: "docs page, 2,500-page build" becomes "docs-page-2500-page-build". */
export function slug(name) {
  return name
    .toLowerCase()
    .replace(/,(?=\d)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
