import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, holdRequests, mainHeading, openPage, recordRequests, test, waitForRouter } from './fixtures';

// Client-side navigation on the built site: the old page stays until the
// new one's data and code are in, the progress bar shows only for slow
// pathname changes, and the scroll lands where BEHAVIOURS.md says.

// The careers page's main heading, from the data the site was built from.
const genDir = path.dirname(path.resolve(import.meta.dirname, '../../..', process.env.E2E_ROUTES ?? 'build/gen/routes.json'));
const careersHeading: string = JSON.parse(readFileSync(path.join(genDir, 'pages/careers.page'), 'utf8')).data.intro.headline;

interface SwitchRecord {
  path: string;
  heading: string | null;
}

/**
 * Records, for every history.pushState, the path and main heading right
 * after the pushing task (a microtask later), and for every change of the
 * main heading the path at that moment: if the URL and the page switch in
 * one task, both lists show only new-path-with-new-heading pairs.
 */
async function recordSwitches(page: Page) {
  await page.evaluate(() => {
    const heading = () => document.querySelector('h1')?.textContent ?? null;
    const record = { pushes: [] as SwitchRecord[], headings: [] as SwitchRecord[] };
    (window as unknown as { switches: typeof record }).switches = record;
    const pushState = history.pushState.bind(history);
    history.pushState = (state, unused, url) => {
      pushState(state, unused, url);
      queueMicrotask(() => record.pushes.push({ path: location.pathname, heading: heading() }));
    };
    let last = heading();
    new MutationObserver(() => {
      if (heading() === last) return;
      last = heading();
      record.headings.push({ path: location.pathname, heading: last });
    }).observe(document.getElementById('root')!, { childList: true, subtree: true, characterData: true });
  });
}

const switches = (page: Page) =>
  page.evaluate(() => (window as unknown as { switches: { pushes: SwitchRecord[]; headings: SwitchRecord[] } }).switches);

/** Counts, from now on, every time a progress bar appears in the page. */
async function countProgressBars(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { progressBarsSeen: number };
    w.progressBarsSeen = 0;
    let shown = false;
    new MutationObserver(() => {
      const now = document.querySelector('[role="progressbar"]') !== null;
      if (now && !shown) w.progressBarsSeen += 1;
      shown = now;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const progressBarsSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressBarsSeen: number }).progressBarsSeen);

/** The top of an element relative to the viewport, and the navbar's height. */
const placement = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const target = document.querySelector(s)!.getBoundingClientRect();
    const navbar = document.querySelector('[data-component="Navbar"]')!.getBoundingClientRect();
    return { top: target.top, navbarBottom: navbar.bottom, navbarHeight: navbar.height, scrollY: window.scrollY };
  }, selector);

test.describe('client-side navigation', () => {
  test('keeps the old page until the new page’s data and code are in, then switches URL, heading and title together', async ({ page }) => {
    const data = await holdRequests(page, '**/_data/careers.page');
    const chunk = await holdRequests(page, /\/assets\/CareersPage-[\w-]+\.js$/);
    await openPage(page, '/docs/intro');
    const oldHeading = (await mainHeading(page).textContent()) ?? '';
    const oldTitle = await page.title();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await recordSwitches(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await data.firstRequest;
    // Data held: nothing moves.
    await page.waitForTimeout(400);
    await expect(mainHeading(page)).toHaveText(oldHeading);
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
    expect(await page.title()).toBe(oldTitle);

    // Data in, code still held: still nothing.
    data.release();
    await chunk.firstRequest;
    await page.waitForTimeout(300);
    await expect(mainHeading(page)).toHaveText(oldHeading);
    expect(new URL(page.url()).pathname).toBe('/docs/intro');

    chunk.release();
    await expect(mainHeading(page)).toHaveText(careersHeading);
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page).toHaveTitle('Careers — Freightlane');
    const { pushes, headings } = await switches(page);
    expect(pushes).toEqual([{ path: '/careers', heading: careersHeading }]);
    expect(headings).toEqual([{ path: '/careers', heading: careersHeading }]);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  });

  test('shows the progress bar only once a pathname change takes longer than 200 ms', async ({ page }) => {
    await page.clock.install();
    const data = await holdRequests(page, '**/_data/careers.page');
    await openPage(page, '/docs/intro');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await data.firstRequest;
    await page.clock.runFor(150);
    // Real time for the page to render whatever it would: the fake clock stands still meanwhile.
    await page.waitForTimeout(150);
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    await page.clock.runFor(60);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();

    data.release();
    await expect(mainHeading(page)).toHaveText(careersHeading);
    // The bar fills, then goes.
    await page.clock.runFor(1000);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('a pathname change that finishes within 200 ms shows no progress bar at all', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/docs/intro');
    // The careers page's data and code are in (prefetched), so the navigation needs no time.
    const chunkLoaded = page.waitForResponse(/\/assets\/CareersPage-[\w-]+\.js$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).hover();
    await chunkLoaded;
    await countProgressBars(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(mainHeading(page)).toHaveText(careersHeading);
    // The bar's delay passes after the page is in: it never shows.
    await page.clock.runFor(500);
    await page.waitForTimeout(100);
    expect(await progressBarsSeen(page)).toBe(0);
  });

  test('a query-only change shows no progress bar and loads nothing', async ({ page }) => {
    // Slow data would make a bar show if the router treated the query change as a new page.
    await page.route('**/_data/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await openPage(page, '/integrations');
    await countProgressBars(page);
    const requests = recordRequests(page, /^\/_data\/integrations\.page$/);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.getByRole('button', { name: 'Integrations' }).click();
    await navbar.getByRole('link', { name: /^Parcel Carriers/ }).click();
    await expect(page).toHaveURL(/\/integrations\?category=parcel-carriers$/);
    const filter = page.getByRole('navigation', { name: 'Filter by category' });
    await expect(filter.getByRole('link', { name: 'Parcel carriers' })).toHaveAttribute('aria-current', 'true');
    await page.waitForTimeout(500);
    expect(await progressBarsSeen(page)).toBe(0);
    expect(requests).toEqual([]);
  });

  test('a hash-only change shows no progress bar and scrolls the target below the navbar', async ({ page }) => {
    await page.route('**/_data/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await openPage(page, '/docs/user-manual/operations/jobs');
    await countProgressBars(page);
    const requests = recordRequests(page, /^\/_data\/docs\/user-manual\/operations\/jobs\.page$/);
    // A link the router handles (outside React, like a link in rendered Markdown) to an anchor of this page.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs/user-manual/operations/jobs#bookings-and-shipments';
      link.textContent = 'To bookings';
      document.body.prepend(link);
    });
    await page.getByRole('link', { name: 'To bookings', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/user-manual\/operations\/jobs#bookings-and-shipments$/);
    await page.waitForTimeout(500);
    const { top, navbarBottom, navbarHeight } = await placement(page, '#bookings-and-shipments');
    expect(navbarBottom).toBeCloseTo(navbarHeight, 0);
    expect(top).toBeGreaterThanOrEqual(navbarBottom);
    expect(top).toBeLessThanOrEqual(navbarBottom + 16);
    expect(await progressBarsSeen(page)).toBe(0);
    expect(requests).toEqual([]);
  });
});

test.describe('scroll after navigation', () => {
  test('a link to another page’s anchor lands on the anchor just below the sticky navbar', async ({ page }) => {
    await openPage(page, '/docs/user-manual/features');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    // A link inside the rendered Markdown.
    await page.locator('main a[href="/docs/user-manual/operations/jobs#bookings-and-shipments"]').first().click();
    await expect(page).toHaveURL(/\/docs\/user-manual\/operations\/jobs#bookings-and-shipments$/);
    await expect(mainHeading(page)).toHaveText('Jobs');
    const { top, navbarBottom, scrollY } = await placement(page, '#bookings-and-shipments');
    expect(scrollY).toBeGreaterThan(0);
    // Not under the navbar, and not far below it: navbar height + the 8 px gap.
    expect(top).toBeGreaterThanOrEqual(navbarBottom);
    expect(top).toBeLessThanOrEqual(navbarBottom + 16);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  });

  test('a link to another page without a hash lands at the top, and Back returns to where the reader was', async ({ page }) => {
    await openPage(page, '/docs/user-manual/operations/jobs');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mainHeading(page)).toContainText('About');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(mainHeading(page)).toHaveText('Jobs');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(before, -1);
  });

  test('the first load keeps the browser’s own scroll: a reload stays where the reader was', async ({ page }) => {
    await openPage(page, '/docs/user-manual/operations/jobs');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForTimeout(100);
    await page.reload();
    await waitForRouter(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(1200, -1);
  });

  test('the first load of a URL with a hash scrolls to its anchor below the navbar', async ({ page }) => {
    await openPage(page, '/docs/user-manual/operations/jobs#bookings-and-shipments');
    await page.waitForTimeout(200);
    const { top, navbarBottom, scrollY } = await placement(page, '#bookings-and-shipments');
    expect(scrollY).toBeGreaterThan(0);
    expect(top).toBeGreaterThanOrEqual(navbarBottom);
    expect(top).toBeLessThanOrEqual(navbarBottom + 16);
  });
});
