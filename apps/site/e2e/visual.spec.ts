import type { Page } from '@playwright/test';
import { expectPicture } from '../../../packages/ui/visual/picture';
import { expect, test } from './fixtures';

/*
 * The site's page kinds under visual review: each at 375 and 1280 px, in the
 * light and the dark theme (as the colour mode toggle stores it), the whole page
 * compared with e2e/visual-baselines/<kind>--<theme>-<width>.png. A changed
 * layout fails here with the expected, actual and diff images in
 * build/visual/pages/index.html; `go run mage.go site:approve` rewrites the
 * baselines from the checked-out code (see README, "Visual review").
 *
 * What would vary without a change to the code is masked: the last-updated
 * date comes from git history. The cookie banner is accepted before the page
 * loads: fixed to the viewport, it would cover a different part of each page
 * (its own pictures are the CookieBanner stories').
 */
const pages: { kind: string; path: string; status?: number; ready?: string }[] = [
  { kind: 'home', path: '/' },
  { kind: 'solution', path: '/solutions/ocean-freight' },
  { kind: 'integration', path: '/integrations/ups' },
  { kind: 'integrations-index', path: '/integrations' },
  { kind: 'docs-page', path: '/docs/user-manual/operations/jobs' },
  { kind: 'category-page', path: '/docs/category/operations' },
  // Its results come after hydration, from the search index.
  { kind: 'search', path: '/search?q=bill%20of%20lading', ready: '[data-component="SearchPageView"][data-state="success"]' },
  { kind: 'demo-form', path: '/request-demo' },
  { kind: 'thank-you', path: '/request-demo/thank-you' },
  { kind: 'not-found', path: '/visual-review-missing-page', status: 404 },
];

const widths = [375, 1280];

/** Opens a page and waits until it is hydrated, ready, its fonts and images loaded, and its effects painted. */
async function settle(page: Page, path: string, theme: 'light' | 'dark', ready?: string) {
  // The site ignores the system preference (colorMode.respectPrefersColorScheme is off): the reader's
  // choice, stored as the toggle stores it, sets the theme.
  await page.addInitScript((theme) => {
    window.localStorage.setItem('cookie-consent', 'accepted');
    window.localStorage.setItem('theme', theme);
  }, theme);
  const response = await page.goto(path);
  await page.locator('html[data-router-ready]').waitFor({ state: 'attached' });
  if (ready) await page.locator(ready).waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold load too: the picture is of the whole page.
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? undefined
          : new Promise((r) => {
              img.addEventListener('load', r, { once: true });
              img.addEventListener('error', r, { once: true });
            }),
      ),
    );
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
  return response;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce', timezoneId: 'UTC', locale: 'en-GB' });
    for (const { kind, path, status, ready } of pages) {
      test(`${kind} (${path}) at ${widths.join(' and ')} px`, async ({ page, allowConsole }) => {
        test.setTimeout(300_000);
        if (status === 404) allowConsole(/status of 404/);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          const response = await settle(page, path, colorScheme, ready);
          await expect(page.locator('html'), 'the page is in the theme under review').toHaveAttribute('data-theme', colorScheme);
          expect(response?.status(), `${path} answers`).toBe(status ?? 200);
          await expectPicture(page, `${kind}--${colorScheme}-${width}.png`, `${kind} in ${colorScheme} at ${width} px`, {
            fullPage: true,
            mask: [page.locator('[data-component="LastUpdated"]')],
          });
        }
      });
    }
  });
}
