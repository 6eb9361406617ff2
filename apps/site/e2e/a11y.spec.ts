import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// Pages checked in light and dark mode at phone and desktop width against
// the WCAG 2.2 AA rules. `go run mage.go test` checks one route of every page
// kind; `go run mage.go audit` (E2E_A11Y=all) checks every route of the
// built site (the content pipeline's manifest). Both include the not-found
// page.
const onePerKind = [
  '/',
  '/about',
  '/careers',
  '/search',
  '/request-demo',
  '/request-demo/thank-you',
  '/solutions',
  '/solutions/ocean-freight',
  '/integrations',
  '/integrations/ups',
  '/docs/intro',
  '/docs/user-manual/operations/jobs',
  '/docs/category/operations',
  '/docs/development/entities/order',
  '/docs/development/workflows/tasks/order',
  '/docs/development/app-modules/components/button-component',
];
const manifest = path.resolve(import.meta.dirname, '../../..', process.env.E2E_ROUTES ?? 'build/gen/routes.json');
const routes: string[] = [
  ...(process.env.E2E_A11Y === 'all' ? JSON.parse(readFileSync(manifest, 'utf8')).map((r: { path: string }) => r.path) : onePerKind),
  '/404-check',
];

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

for (const route of routes) {
  test(`axe: ${route}`, async ({ page, allowConsole }) => {
    if (route === '/404-check') allowConsole(/status of 404/);
    // No colour transitions: axe must measure the settled theme.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await page.waitForLoadState('load');
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const theme of ['light', 'dark']) {
        await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        expect(violations, `${route} at ${viewport.width}px, ${theme}`).toEqual([]);
      }
    }
  });
}
