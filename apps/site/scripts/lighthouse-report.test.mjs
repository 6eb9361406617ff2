// Run with: node --test apps/site/scripts (go run mage.go audit does, before auditing).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  corpusFailures,
  corpusPageName,
  criticalPath,
  failures,
  fcpRatio,
  formatComparison,
  formatTable,
  medianRun,
  needsAnotherRun,
  peerFailures,
  peerPageName,
  slug,
  summarise,
} from './lighthouse-report.mjs';

/** A Lighthouse result with the given category scores (0-1) and audits. */
function lhr({ performance = 1, accessibility = 1, bestPractices = 1, seo = 1, audits = {}, refs = {} } = {}) {
  const category = (score, auditRefs = []) => ({ score, auditRefs });
  return {
    categories: {
      performance: category(performance, refs.performance),
      accessibility: category(accessibility, refs.accessibility),
      'best-practices': category(bestPractices, refs['best-practices']),
      seo: category(seo, refs.seo),
    },
    audits: {
      'cumulative-layout-shift': { score: 1, numericValue: 0 },
      'first-contentful-paint': { score: 1, numericValue: 812.6 },
      'largest-contentful-paint': { score: 1, numericValue: 1034.4 },
      'total-blocking-time': { score: 1, numericValue: 36.6 },
      ...audits,
    },
    environment: { benchmarkIndex: 1510.5 },
  };
}

const run = (performance, overrides = {}) => ({ summary: { ...summarise(lhr({ performance })), ...overrides } });
const row = (page, preset, summary, runs = [{ summary }]) => ({ page, route: '/x', preset, summary, runs });

describe('summarise', () => {
  it('turns category scores into points and keeps CLS, FCP, LCP and TBT', () => {
    const summary = summarise(lhr({ performance: 0.934, seo: 0.66 }));
    assert.deepEqual(summary.scores, { performance: 93, accessibility: 100, 'best-practices': 100, seo: 66 });
    assert.equal(summary.cls, 0);
    assert.equal(summary.fcpMs, 812.6);
    assert.equal(summary.lcpMs, 1034.4);
    assert.equal(summary.tbtMs, 36.6);
    assert.equal(summary.benchmarkIndex, 1510.5);
    assert.equal(summary.runtimeError, null);
  });

  it('names the weighted audits that cost a category points, with their values', () => {
    const summary = summarise(
      lhr({
        seo: 0.66,
        refs: {
          seo: [
            { id: 'is-crawlable', weight: 4.6 },
            { id: 'structured-data', weight: 0 },
            { id: 'document-title', weight: 1 },
          ],
        },
        audits: {
          'is-crawlable': { id: 'is-crawlable', score: 0 },
          'structured-data': { id: 'structured-data', score: null },
          'document-title': { id: 'document-title', score: 1 },
        },
      }),
    );
    assert.deepEqual(summary.failing, { seo: ['is-crawlable'] });
  });

  it('reports a page Lighthouse could not load', () => {
    const summary = summarise({
      ...lhr({ performance: null }),
      runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 500' },
    });
    assert.equal(summary.scores.performance, null);
    assert.equal(summary.runtimeError, 'ERRORED_DOCUMENT_REQUEST: Status code: 500');
  });

  it('counts and weighs what the first paint waits for: the HTML and the render-blocking requests', () => {
    const network = {
      details: {
        items: [
          { resourceType: 'Document', transferSize: 11320 },
          { resourceType: 'Script', transferSize: 40000 },
        ],
      },
    };
    assert.deepEqual(criticalPath(lhr({ audits: { 'network-requests': network } })), { criticalRequests: 1, criticalBytes: 11320 });
    const blocking = {
      details: {
        items: [
          { url: '/a.css', totalBytes: 5800 },
          { url: '/b.css', totalBytes: 1300 },
        ],
      },
    };
    assert.deepEqual(criticalPath(lhr({ audits: { 'network-requests': network, 'render-blocking-resources': blocking } })), {
      criticalRequests: 3,
      criticalBytes: 18420,
    });
    assert.deepEqual(criticalPath(lhr()), { criticalRequests: null, criticalBytes: null });
  });

  it('rejects what is not a Lighthouse result', () => {
    assert.throws(() => summarise({ lighthouseVersion: '12.8.2' }), /not a Lighthouse result/);
    assert.throws(() => summarise(undefined), TypeError);
  });
});

const failedRun = () => ({
  summary: { ...summarise(lhr({ performance: null })), runtimeError: 'NO_NAVSTART: Please run Lighthouse again.' },
});

describe('repeated runs', () => {
  it('takes three completed runs on mobile, whatever their scores', () => {
    assert.equal(needsAnotherRun([run(1)], 'mobile'), true);
    assert.equal(needsAnotherRun([run(1), run(1)], 'mobile'), true);
    assert.equal(needsAnotherRun([run(0.9), run(1), run(0.8)], 'mobile'), false);
  });

  it('runs a desktop audit once, whatever its performance', () => {
    assert.equal(needsAnotherRun([run(0.5)], 'desktop'), false);
  });

  it('runs again after a run Lighthouse could not complete, up to four runs', () => {
    assert.equal(needsAnotherRun([failedRun()], 'desktop'), true);
    assert.equal(needsAnotherRun([failedRun(), run(0.99)], 'desktop'), false);
    assert.equal(needsAnotherRun([failedRun(), run(0.99), run(1)], 'mobile'), true);
    assert.equal(needsAnotherRun([failedRun(), run(0.99), run(1), run(1)], 'mobile'), false);
    assert.equal(needsAnotherRun([failedRun(), failedRun(), failedRun(), failedRun()], 'mobile'), false);
  });

  it('reports the run with the median performance score of the completed runs', () => {
    const runs = [run(0.88), run(0.96), run(0.93)];
    assert.equal(medianRun(runs), runs[2]);
    assert.equal(medianRun([run(0.7), run(0.9)]).summary.scores.performance, 70);
    assert.equal(medianRun([failedRun(), run(0.99), run(0.88)]).summary.scores.performance, 88);
    assert.throws(() => medianRun([]), RangeError);
  });

  it('among runs of equal score, reports the one with the median first paint', () => {
    const runs = [run(1, { fcpMs: 640 }), run(1, { fcpMs: 700 }), run(1, { fcpMs: 655 })];
    assert.equal(medianRun(runs), runs[2]);
  });

  it('reports the last error when no run completed', () => {
    const runs = [failedRun(), failedRun()];
    assert.equal(medianRun(runs), runs[1]);
  });
});

/** The blank page's first contentful paint in the runs of these tests. */
const blankFcpMs = 800;

describe('thresholds', () => {
  it('holds for a perfect page', () => {
    assert.deepEqual(failures(row('home', 'mobile', run(1, { fcpMs: 812.6 }).summary), blankFcpMs), []);
  });

  it('names the page, preset, score and failing audits of a category below 100', () => {
    const summary = { ...run(1).summary, scores: { ...run(1).summary.scores, seo: 66 }, failing: { seo: ['is-crawlable'] } };
    assert.deepEqual(failures(row('search', 'desktop', summary), blankFcpMs), [
      'search (/x, desktop): seo is 66, must be 100; failing audits: is-crawlable',
    ]);
  });

  it('requires 100 performance on mobile and desktop, quoting the runs', () => {
    const runs = [run(0.98), run(0.99), run(1)];
    const median = medianRun(runs);
    assert.deepEqual(failures(row('docs page', 'mobile', median.summary, runs), blankFcpMs), [
      'docs page (/x, mobile): performance is 99 (median of 98, 99, 100), must be at least 100',
    ]);
    assert.deepEqual(failures(row('docs page', 'desktop', run(0.99).summary), blankFcpMs), [
      'docs page (/x, desktop): performance is 99 (1 run), must be at least 100',
    ]);
  });

  it("holds FCP to 1.25 times the blank page's, LCP to 1.2 s and TBT to 50 ms on mobile, at the limit included", () => {
    assert.deepEqual(failures(row('home', 'mobile', run(1, { fcpMs: 1000, lcpMs: 1200, tbtMs: 50 }).summary), blankFcpMs), []);
    assert.deepEqual(failures(row('home', 'mobile', run(1, { fcpMs: 1000.6, lcpMs: 1201, tbtMs: 51 }).summary), blankFcpMs), [
      "home (/x, mobile): first contentful paint is 1001 ms, 1.25x the blank page's 800 ms, must be at most 1.25x",
      'home (/x, mobile): largest contentful paint is 1201 ms, must be at most 1200 ms',
      'home (/x, mobile): total blocking time is 51 ms, must be at most 50 ms',
    ]);
    // The same paint passes beside a slower blank page: the machine was slower in that run.
    assert.deepEqual(failures(row('home', 'mobile', run(1, { fcpMs: 1000.6 }).summary), 900), []);
    assert.deepEqual(failures(row('home', 'mobile', run(1, { fcpMs: null }).summary), blankFcpMs), [
      "home (/x, mobile): first contentful paint is not measured, must be at most 1.25x the blank page's 800 ms",
    ]);
    // Desktop is held to its score alone.
    assert.deepEqual(failures(row('home', 'desktop', run(1, { fcpMs: 1500, lcpMs: 2000, tbtMs: 90 }).summary), blankFcpMs), []);
  });

  it('cannot pass a mobile first paint without the blank page to judge it by', () => {
    for (const missing of [null, undefined, 0]) {
      assert.deepEqual(failures(row('home', 'mobile', run(1, { fcpMs: 700 }).summary), missing), [
        "home (/x, mobile): first contentful paint cannot be judged: the blank page's was not measured",
      ]);
    }
  });

  it('gives the ratio of a page to the blank page, or null when either is unmeasured', () => {
    assert.equal(fcpRatio({ fcpMs: 1000 }, 800), 1.25);
    assert.equal(fcpRatio({ fcpMs: null }, 800), null);
    assert.equal(fcpRatio({ fcpMs: 1000 }, null), null);
  });

  it('requires no layout shift at all on every page and preset', () => {
    const shifted = run(1, { cls: 0.0004 }).summary;
    assert.deepEqual(failures(row('home', 'desktop', shifted), blankFcpMs), [
      'home (/x, desktop): cumulative layout shift is 0.0004, must be 0',
    ]);
    assert.equal(failures(row(corpusPageName, 'mobile', { ...shifted, fcpMs: 812.6 }), blankFcpMs).length, 1);
    assert.deepEqual(failures(row('search', 'desktop', shifted), blankFcpMs), [
      'search (/x, desktop): cumulative layout shift is 0.0004, must be 0',
    ]);
  });

  it('fails a page Lighthouse could not audit with its error alone', () => {
    const broken = {
      ...summarise(lhr({ performance: null, accessibility: null })),
      runtimeError: 'NO_FCP: The page did not paint any content.',
    };
    assert.deepEqual(failures(row('home', 'mobile', broken), blankFcpMs), [
      'home (/x, mobile): Lighthouse could not audit the page: NO_FCP: The page did not paint any content.',
    ]);
  });
});

describe('the large build against the real site', () => {
  const real = row('docs page', 'mobile', run(0.97).summary);

  it('holds within 3 performance points', () => {
    assert.deepEqual(corpusFailures(real, row(corpusPageName, 'mobile', run(0.94).summary)), []);
  });

  it('fails when the large build scores lower beyond the noise', () => {
    assert.deepEqual(corpusFailures(real, row(corpusPageName, 'mobile', run(0.93).summary)), [
      "docs page, 2,500-page build (/x, mobile): performance is 93, the real site's docs page scores 97 (at most 3 points lower allowed)",
    ]);
    const lessAccessible = { ...run(0.97).summary, scores: { ...run(0.97).summary.scores, accessibility: 96 } };
    assert.match(
      corpusFailures(real, row(corpusPageName, 'mobile', lessAccessible))[0],
      /accessibility is 96, the real site's docs page scores 100$/,
    );
  });

  it('has nothing to compare without both pages', () => {
    assert.deepEqual(corpusFailures(real, undefined), []);
  });
});

describe('the large build against the same page built by Docusaurus Faster', () => {
  const ours = (figures) => row(corpusPageName, 'mobile', run(1, figures).summary);
  const peer = (figures) => row(peerPageName, 'mobile', run(0.65, figures).summary);

  it('holds when ours paints first and blocks less', () => {
    assert.deepEqual(peerFailures(ours({ fcpMs: 850, lcpMs: 900, tbtMs: 7 }), peer({ fcpMs: 903, lcpMs: 3459, tbtMs: 1756 })), []);
  });

  it('counts no blocking time on both sides as even', () => {
    assert.deepEqual(peerFailures(ours({ fcpMs: 850, lcpMs: 900, tbtMs: 0 }), peer({ fcpMs: 903, lcpMs: 3459, tbtMs: 0 })), []);
  });

  it('names each figure on which ours is level or behind', () => {
    assert.deepEqual(peerFailures(ours({ fcpMs: 1655, lcpMs: 1805, tbtMs: 7 }), peer({ fcpMs: 903, lcpMs: 1805, tbtMs: 0 })), [
      "docs page, 2,500-page build (/x, mobile): first contentful paint is 1655 ms, not ahead of Docusaurus Faster's 903 ms on the same page",
      "docs page, 2,500-page build (/x, mobile): largest contentful paint is 1805 ms, not ahead of Docusaurus Faster's 1805 ms on the same page",
      "docs page, 2,500-page build (/x, mobile): total blocking time is 7 ms, not ahead of Docusaurus Faster's 0 ms on the same page",
    ]);
  });

  it("fails when the peer's page could not be audited or a figure is missing", () => {
    assert.deepEqual(peerFailures(ours({}), peer({ runtimeError: 'NO_FCP: The page did not paint any content.' })), [
      'docs page, 2,500-page build, Docusaurus Faster: Lighthouse could not audit the page: NO_FCP: The page did not paint any content.',
    ]);
    assert.deepEqual(peerFailures(ours({ fcpMs: 850, lcpMs: null, tbtMs: 0 }), peer({ fcpMs: 903, lcpMs: 3459, tbtMs: 1756 })), [
      "docs page, 2,500-page build (/x, mobile): largest contentful paint cannot be compared with Docusaurus Faster's: one of them was not measured",
    ]);
  });
});

describe('output', () => {
  it('prints one aligned line per page and preset', () => {
    const lines = formatTable(
      [row('home', 'mobile', run(0.98).summary), row('search', 'desktop', run(1, { cls: 0.1234 }).summary)],
      650,
    ).split('\n');
    assert.equal(lines.length, 3);
    assert.match(lines[0], /^page\s+preset\s+perf\s+a11y\s+best pr\.\s+SEO\s+CLS\s+FCP\s+FCP\/blank\s+LCP\s+TBT\s+CPU index\s+runs$/);
    assert.match(lines[1], /^home \(\/x\)\s+mobile\s+98\s+100\s+100\s+100\s+0\s+813 ms\s+1\.25x\s+1034 ms\s+37 ms\s+1511\s+1 run$/);
    assert.match(lines[2], /\s0\.123\s/);
    assert.equal(lines[1].indexOf('mobile'), lines[2].indexOf('desktop'));
  });

  it('says how many runs the figures come from and how many failed', () => {
    const label = (runs) =>
      formatTable([row('home', 'mobile', medianRun(runs).summary, runs)])
        .split('\n')[1]
        .replace(/.*ms\s+\d+\s+/, '');
    assert.equal(label([run(0.99)]), '1 run');
    assert.equal(label([run(0.99), run(0.88), run(0.93)]), 'median of 88, 93, 99');
    assert.equal(label([failedRun(), run(0.99), run(0.88)]), 'median of 88, 99; 1 run failed');
    assert.equal(label([failedRun(), failedRun(), run(0.97)]), '1 completed run; 2 runs failed');
  });

  it('prints each page before and after, with the bytes and requests the first paint waits for', () => {
    const before = [row('docs page', 'mobile', run(0.99, { fcpMs: 1684, lcpMs: 1700, criticalBytes: 21500, criticalRequests: 5 }).summary)];
    const after = [
      row('docs page', 'mobile', run(1, { fcpMs: 820, lcpMs: 900, criticalBytes: 19987, criticalRequests: 1 }).summary),
      row('home', 'desktop', run(1).summary),
    ];
    const lines = formatComparison(
      before,
      after.filter((r) => r.preset === 'mobile'),
      656,
    ).split('\n');
    assert.equal(lines.length, 3);
    assert.match(lines[1], /^docs page \(\/x\)\s+before\s+1684 ms\s+2\.57x\s+1700 ms\s+21\.5 kB\s+5$/);
    assert.match(lines[2], /^docs page \(\/x\)\s+after\s+820 ms\s+1\.25x\s+900 ms\s+20\.0 kB\s+1$/);
  });

  it('makes file names of page names', () => {
    assert.equal(slug(corpusPageName), 'docs-page-2500-page-build');
    assert.equal(slug('integrations index'), 'integrations-index');
  });
});
