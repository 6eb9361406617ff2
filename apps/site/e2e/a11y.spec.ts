import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

// Every route of the built site (the content pipeline's manifest) and the
// not-found page against the WCAG 2.2 A and AA rules of axe-core: each at a
// phone's width in light mode, where what a page's own content can get wrong
// shows (an image without alt text, a skipped heading level, a link without
// a name, a table too wide to read without scrolling); and a covering set of
// routes in all four configurations, phone and desktop width, light and
// dark. Width and theme change what the components draw (the navigation in
// a drawer, colours), and every kind of element, class and ARIA attribute
// that any route's HTML contains appears in at least one route of the set
// (computed from the built pages, so a new component on one page joins it).
// E2E_ROUTES points at another manifest (relative to the repository root),
// E2E_DIST at another build.
//
// The routes of that set are each loaded afresh, so a hydration mismatch of
// any element kind fails on the console. Every other route is reached the way
// most readers reach it, by a client-side navigation from the route audited
// before it: that checks each route's data and code load and render in the
// client, and keeps axe-core's compiled code warm in the one document.
//
// Fast enough for `go run mage.go test` because a worker audits every route
// in one page, axe-core is injected once per load and run directly (not
// through @axe-core/playwright, which injects it twice and opens a blank page
// for every check), and axe reports only violations, not the passes it would
// otherwise serialise.
const root = path.resolve(import.meta.dirname, '../../..');
const manifest = path.resolve(root, process.env.E2E_ROUTES ?? 'build/gen/routes.json');
const dist = path.resolve(root, process.env.E2E_DIST ?? 'dist');
const notFoundRoute = '/404-check';
const manifestRoutes: { path: string; kind: string }[] = JSON.parse(readFileSync(manifest, 'utf8'));
const routes: string[] = [...manifestRoutes.map((r) => r.path), notFoundRoute];
/** The routes answered with the not-found page and its 404 status: an unknown one, and the page's own (/404). */
const answeredNotFound = new Set([notFoundRoute, ...manifestRoutes.filter((r) => r.kind === 'notFound').map((r) => r.path)]);

const wcag22AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };
type Theme = 'light' | 'dark';
type Configuration = { viewport: typeof phone; theme: Theme };
const everyRoute: Configuration[] = [{ viewport: phone, theme: 'light' }];
const allConfigurations: Configuration[] = [phone, desktop].flatMap((viewport) =>
  (['light', 'dark'] as const).map((theme) => ({ viewport, theme })),
);

/** The prerendered HTML of a route, as the server finds it. */
function builtPage(route: string): string {
  if (route === notFoundRoute) return readFileSync(path.join(dist, '404.html'), 'utf8');
  const folderIndex = path.join(dist, route, 'index.html');
  return readFileSync(existsSync(folderIndex) ? folderIndex : path.join(dist, `${route}.html`), 'utf8');
}

/** What axe could judge differently in a page's body: each element name, with each of its classes and its ARIA-relevant attributes. */
function elementKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  const body = html.slice(html.indexOf('<body'));
  for (const [, name, attributes] of body.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = name.toLowerCase();
    kinds.add(tag);
    for (const className of /\sclass="([^"]*)"/.exec(attributes)?.[1].split(/\s+/) ?? []) kinds.add(`${tag}.${className}`);
    for (const [, attribute] of attributes.matchAll(/\s(role|aria-[\w-]+|tabindex|alt)=/g)) kinds.add(`${tag}@${attribute}`);
  }
  return kinds;
}

/** A small set of routes whose pages together contain every element kind of every route (greedy set cover, in manifest order on ties). */
function coveringRoutes(kindsOf: Map<string, Set<string>>): Set<string> {
  const all = [...kindsOf.keys()];
  const uncovered = new Set([...kindsOf.values()].flatMap((kinds) => [...kinds]));
  const chosen = new Set<string>();
  while (uncovered.size > 0) {
    let best = all[0];
    let bestGain = -1;
    for (const route of all) {
      const gain = [...kindsOf.get(route)!].filter((kind) => uncovered.has(kind)).length;
      if (gain > bestGain) [best, bestGain] = [route, gain];
    }
    chosen.add(best);
    for (const kind of kindsOf.get(best)!) uncovered.delete(kind);
  }
  // A route chosen early may be covered by the later ones together: leave it out.
  for (const route of [...chosen]) {
    const others = [...chosen].filter((r) => r !== route).flatMap((r) => [...kindsOf.get(r)!]);
    const covered = new Set(others);
    if ([...kindsOf.get(route)!].every((kind) => covered.has(kind))) chosen.delete(route);
  }
  return chosen;
}

const kindsOfRoute = new Map(routes.map((route) => [route, elementKinds(builtPage(route))]));
const coveringSet = coveringRoutes(kindsOfRoute);
// The privacy and security pages, which a data protection officer reads, pass in both themes whatever the set holds.
const fullyAudited = new Set([...coveringSet, '/privacy', '/security']);

/** The page a worker audits every route in, and the console errors and warnings of the route being audited. */
type AuditPage = { page: Page; consoleProblems: string[]; allowConsole: RegExp[] };

const test = base.extend<object, { auditPage: AuditPage }>({
  auditPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: phone,
        // No colour transitions: axe must measure the settled theme.
        reducedMotion: 'reduce',
      });
      // axe-core's source (1.5 MB) crosses to the browser once per worker, not once per route: each
      // document holds it as a string that violations() evaluates after hydration, as it injected it before.
      await context.addInitScript((source) => Object.assign(window, { axeSource: source }), axe.source);
      const page = await context.newPage();
      const audit: AuditPage = { page, consoleProblems: [], allowConsole: [] };
      // As in every end-to-end test (fixtures.ts), a console error or warning
      // fails the route: React reports hydration mismatches there.
      page.on('console', (message) => {
        const text = `${message.type()}: ${message.text()}`;
        if ((message.type() === 'error' || message.type() === 'warning') && !audit.allowConsole.some((p) => p.test(text))) {
          audit.consoleProblems.push(text);
        }
      });
      page.on('pageerror', (error) => audit.consoleProblems.push(`pageerror: ${error.message}`));
      await use(audit);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** How a route's page comes to be audited: loaded and hydrated, or rendered by the client router from the page before it. */
type Arrival = 'load' | 'client';

/** Loads a route and injects axe-core. */
async function load(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'load' });
  // The page module loads before hydration, which may end after the load
  // event; effects then finish the markup (a wide table becomes focusable).
  // Audit the page once React has hydrated it: it marks an element when it
  // completes it, a parent after all its children, so the root's last
  // element is marked when the whole tree is; the commit follows at once and
  // the effects before the frames each check waits for.
  await page.waitForFunction(() => {
    const last = document.getElementById('root')?.lastElementChild;
    return !!last && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  });
  // biome-ignore lint/security/noGlobalEval: axe-core's own source, which the worker's init script put in the document (see auditPage).
  await page.evaluate(() => window.eval(window.axeSource));
}

/** Follows a link to the route in the page the worker audited last, as a reader's click would; loads the route when there is none yet. */
async function navigate(page: Page, route: string) {
  const routerReady = await page.evaluate(() => document.documentElement.hasAttribute('data-router-ready') && 'axe' in window);
  if (!routerReady) return load(page, route);
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href });
    document.body.append(link);
    link.click();
    link.remove();
  }, route);
  // The router changes the URL and renders the page in the same task.
  await page.waitForFunction((path) => window.location.pathname === path, route);
  expect(await page.evaluate(() => 'axe' in window), `the client-side navigation to ${route} reloaded the page`).toBe(true);
}

/** Brings a route's page into view and returns every axe violation in each configuration, one line per rule and configuration. */
async function violations(page: Page, route: string, configurations: Configuration[], arrival: Arrival = 'load'): Promise<string[]> {
  await (arrival === 'load' ? load(page, route) : navigate(page, route));
  // axe runs in the page's own document; a frame would need axe of its own.
  expect(page.frames(), `${route} has frames that this check does not reach`).toHaveLength(1);
  // Start at the width the page was loaded at: one resize per route at most.
  const current = page.viewportSize()?.width;
  const order = [...configurations].sort((a, b) => Number(b.viewport.width === current) - Number(a.viewport.width === current));
  const found: string[] = [];
  for (const { viewport, theme } of order) {
    if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize(viewport);
    const results = await page.evaluate(
      async ({ theme, tags }) => {
        document.documentElement.setAttribute('data-theme', theme);
        // What the page defers to the next frame after a resize (a table
        // that now overflows becomes focusable) is done before axe looks.
        await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
        const { violations } = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
        return violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
      },
      { theme, tags: wcag22AA },
    );
    for (const v of results) {
      found.push(
        `${viewport.width}px ${theme}: ${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(', ')}${v.targets.length > 3 ? `, and ${v.targets.length - 3} more` : ''}`,
      );
    }
  }
  return found;
}

declare global {
  interface Window {
    axe: typeof axe;
    axeSource: string;
  }
}

test('the routes audited in every configuration contain every element kind of the site, each adds one, and they are far fewer than the routes', () => {
  // The parser sees the pages' elements: the home page alone has dozens of kinds.
  expect(kindsOfRoute.get('/')!.size).toBeGreaterThan(50);
  expect(coveringSet.size).toBeLessThan(routes.length / 4);
  for (const route of fullyAudited) expect(routes).toContain(route);
  // Each route of the set adds an element kind no earlier one had: remove any one and the set no longer covers the site.
  const kinds = (set: Iterable<string>) => new Set([...set].flatMap((route) => [...kindsOfRoute.get(route)!]));
  const everything = kinds(routes);
  expect(kinds(coveringSet).size).toBe(everything.size);
  for (const route of coveringSet) expect(kinds([...coveringSet].filter((r) => r !== route)).size, route).toBeLessThan(everything.size);
});

for (const route of routes) {
  const fully = fullyAudited.has(route);
  const configurations = fully ? allConfigurations : everyRoute;
  test(`axe: ${route}${fully ? ' (loaded; phone and desktop, light and dark)' : ' (client-side navigation)'}`, async ({ auditPage }) => {
    // Four audits take four times as long as one.
    test.setTimeout(30_000 * configurations.length);
    auditPage.consoleProblems = [];
    auditPage.allowConsole = answeredNotFound.has(route) ? [/status of 404/] : [];
    expect(await violations(auditPage.page, route, configurations, fully ? 'load' : 'client'), route).toEqual([]);
    expect(auditPage.consoleProblems, `console errors and warnings on ${route}`).toEqual([]);
  });
}

test('the check finds a violation planted in the page, in every viewport and theme', async ({ auditPage }) => {
  test.setTimeout(30_000 * allConfigurations.length);
  const { page } = auditPage;
  auditPage.consoleProblems = [];
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    // Outside React's root, so hydration leaves it alone.
    const html = (await response.text()).replace('<body>', '<body><img src="/favicon.svg" id="planted-image" />');
    await route.fulfill({ response, body: html });
  });
  try {
    const found = await violations(page, '/about', allConfigurations);
    expect(found.filter((line) => line.includes('image-alt') && line.includes('#planted-image'))).toHaveLength(allConfigurations.length);
  } finally {
    await page.unroute('**/about');
  }
});

test('the check finds a violation planted in a page reached by a client-side navigation', async ({ auditPage }) => {
  const { page } = auditPage;
  auditPage.consoleProblems = [];
  const docsRoute = '/docs/user-manual/operations/jobs';
  // The route's data, as the client router fetches it, with an image without alternative text in its Markdown body.
  await page.route(`**/_data${docsRoute}.page`, async (route) => {
    const response = await route.fetch();
    // The data file: the page's JSON line, then its body.
    const text = await response.text();
    const bodyStart = text.indexOf('\n') + 1;
    const planted = `${text.slice(0, bodyStart)}<p><img src="/favicon.svg" id="planted-image" /></p>${text.slice(bodyStart)}`;
    await route.fulfill({ response, body: planted });
  });
  try {
    expect(await violations(page, '/about', everyRoute)).toEqual([]);
    const found = await violations(page, docsRoute, everyRoute, 'client');
    expect(found.filter((line) => line.includes('image-alt') && line.includes('#planted-image'))).toHaveLength(1);
    expect(auditPage.consoleProblems).toEqual([]);
  } finally {
    await page.unroute(`**/_data${docsRoute}.page`);
  }
});
