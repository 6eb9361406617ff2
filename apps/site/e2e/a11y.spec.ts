import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

// Every route of the built site (the content pipeline's manifest) and the
// not-found page, in light and dark mode at phone and desktop width, against
// the WCAG 2.2 A and AA rules of axe-core. E2E_ROUTES points at another
// manifest (relative to the repository root).
//
// Fast enough for `go run mage.go test` because each route is loaded once
// into a page that every test of a worker reuses, axe-core is injected once
// per load and run directly (not through @axe-core/playwright, which injects
// it twice and opens a blank page for every check), and axe reports only
// violations, not the passes it would otherwise serialise.
const manifest = path.resolve(import.meta.dirname, '../../..', process.env.E2E_ROUTES ?? 'build/gen/routes.json');
const notFoundRoute = '/404-check';
const routes: string[] = [...JSON.parse(readFileSync(manifest, 'utf8')).map((r: { path: string }) => r.path), notFoundRoute];

const wcag22AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];
const themes = ['light', 'dark'] as const;

/** The page a worker audits every route in, and the console errors and warnings of the route being audited. */
type AuditPage = { page: Page; consoleProblems: string[]; allowConsole: RegExp[] };

const test = base.extend<object, { auditPage: AuditPage }>({
  auditPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: viewports[0],
        // No colour transitions: axe must measure the settled theme.
        reducedMotion: 'reduce',
      });
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

/** Loads a route, injects axe-core, and returns every violation in each viewport and theme, one line per rule and configuration. */
async function violations(page: Page, route: string): Promise<string[]> {
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
  // axe runs in the page's own document; a frame would need axe of its own.
  expect(page.frames(), `${route} has frames that this check does not reach`).toHaveLength(1);
  await page.evaluate(axe.source);
  // Start at the width the page was loaded at: one resize per route, not two.
  const current = page.viewportSize()?.width;
  const order = viewports[0].width === current ? viewports : [...viewports].reverse();
  const found: string[] = [];
  for (const viewport of order) {
    await page.setViewportSize(viewport);
    for (const theme of themes) {
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
  }
  return found;
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

for (const route of routes) {
  test(`axe: ${route}`, async ({ auditPage }) => {
    auditPage.consoleProblems = [];
    auditPage.allowConsole = route === notFoundRoute ? [/status of 404/] : [];
    expect(await violations(auditPage.page, route), route).toEqual([]);
    expect(auditPage.consoleProblems, `console errors and warnings on ${route}`).toEqual([]);
  });
}

test('the check finds a violation planted in the page, in every viewport and theme', async ({ auditPage }) => {
  const { page } = auditPage;
  auditPage.consoleProblems = [];
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    // Outside React's root, so hydration leaves it alone.
    const html = (await response.text()).replace('<body>', '<body><img src="/favicon.svg" id="planted-image" />');
    await route.fulfill({ response, body: html });
  });
  try {
    const found = await violations(page, '/about');
    expect(found.filter((line) => line.includes('image-alt') && line.includes('#planted-image'))).toHaveLength(
      viewports.length * themes.length,
    );
  } finally {
    await page.unroute('**/about');
  }
});
