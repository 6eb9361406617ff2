import type { Page } from '@playwright/test';
import { expect, openPage, recordRequests, test } from './fixtures';

// Prefetching on the built site: visible internal links fetch their page's
// data and code (without running or applying it) once the page is idle,
// hover and touch preload, once per route, never on a 2g connection or with
// data saver on, and never anything but static files.

/** Makes the page report a network connection (the Network Information API Chromium has). */
async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

const dataRequests = (requests: string[]) => requests.filter((r) => r.startsWith('/_data/'));
const duplicates = (requests: string[]) => requests.filter((r, i) => requests.indexOf(r) !== i);

// A Markdown link (outside React: preloaded on hover and touch only) to a page outside the user manual's sidebar.
const markdownLink = (page: Page) => page.locator('main a[href="/docs/getting-started/introduction#first-customer"]').first();
const introductionData = '/_data/docs/getting-started/introduction.page';

test.describe('prefetch', () => {
  test('visible links fetch their page’s data and code once the page is live; links below the fold wait until scrolled to', async ({
    page,
  }) => {
    const requests = recordRequests(page, /^\/(_data|assets)\//);
    await openPage(page, '/docs/user-manual/operations/jobs');
    // In the navbar, visible at once: About (a Markdown page) and Request Demo.
    await expect.poll(() => requests).toEqual(expect.arrayContaining(['/_data/about.page', '/_data/request-demo.page']));
    await expect.poll(() => requests.some((r) => /^\/assets\/MarkdownPage-[\w-]+\.js$/.test(r))).toBe(true);
    await expect.poll(() => requests.some((r) => /^\/assets\/RequestDemoPage-[\w-]+\.js$/.test(r))).toBe(true);
    await expect.poll(() => requests.some((r) => /^\/assets\/RequestDemoPage-[\w-]+\.css$/.test(r))).toBe(true);
    // Fetched, not applied: another page's styles stay out of this one.
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/RequestDemoPage-"]')).toHaveCount(0);
    // The footer is far below: its Careers link waits.
    await page.waitForTimeout(300);
    expect(requests).not.toContain('/_data/careers.page');
    expect(requests.some((r) => /CareersPage-/.test(r))).toBe(false);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => requests).toContain('/_data/careers.page');
    await expect.poll(() => requests.some((r) => /^\/assets\/CareersPage-[\w-]+\.js$/.test(r))).toBe(true);
    // The page's own data came with its HTML.
    expect(requests).not.toContain('/_data/docs/user-manual/operations/jobs.page');
    expect(duplicates(dataRequests(requests))).toEqual([]);
  });

  test('hovering a link preloads its page once, however often it is hovered', async ({ page }) => {
    const requests = recordRequests(page, /^\/_data\//);
    await openPage(page, '/docs/user-manual/features');
    await page.waitForTimeout(300);
    expect(requests).not.toContain(introductionData);
    await markdownLink(page).hover();
    await expect.poll(() => requests).toContain(introductionData);
    await page.mouse.move(0, 0);
    await markdownLink(page).hover();
    await page.waitForTimeout(300);
    expect(requests.filter((r) => r === introductionData)).toHaveLength(1);
    expect(duplicates(requests)).toEqual([]);
  });

  test('prefetches only static files: page data and code, never the API', async ({ page }) => {
    const requests = recordRequests(page, /.*/);
    await openPage(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Request Demo' }).hover();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => requests).toContain('/_data/request-demo.page');
    await page.waitForTimeout(500);
    const afterLoad = requests.slice(requests.indexOf('/') + 1);
    expect(afterLoad.filter((r) => !/^\/(_data\/.+\.page|assets\/.+\.(js|css|svg|woff2)|media\/.+|favicon\.svg)$/.test(r))).toEqual([]);
    expect(requests.filter((r) => r.startsWith('/api/'))).toEqual([]);
  });
});

test.describe('prefetch on touch', () => {
  test.use({ hasTouch: true });

  test('touching a link preloads its page', async ({ page }) => {
    const requests = recordRequests(page, /^\/_data\//);
    await openPage(page, '/docs/user-manual/features');
    await page.waitForTimeout(300);
    expect(requests).not.toContain(introductionData);
    await markdownLink(page).dispatchEvent('touchstart');
    await expect.poll(() => requests).toContain(introductionData);
    await expect(page).toHaveURL(/\/docs\/user-manual\/features$/);
  });
});

for (const connection of [
  { effectiveType: '2g', saveData: false },
  { effectiveType: 'slow-2g', saveData: false },
  { effectiveType: '4g', saveData: true },
]) {
  test(`prefetches nothing on ${connection.saveData ? 'a fast connection with data saver on' : `a ${connection.effectiveType} connection`}, and navigation still works`, async ({
    page,
  }) => {
    await emulateConnection(page, connection);
    const requests = recordRequests(page, /^\/(_data|assets)\//);
    await openPage(page, '/docs/user-manual/features');
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType)).toBe(
      connection.effectiveType,
    );
    const loaded = requests.length;
    await markdownLink(page).hover();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).hover();
    await page.waitForTimeout(500);
    expect(requests.slice(loaded)).toEqual([]);

    // A click still loads the page, on demand.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => requests).toContain('/_data/careers.page');
  });
}
