import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cumulativeLayoutShift, expect, holdRequests, mainHeading, openPage, openPageWithFontHeld, test, waitForRouter } from './fixtures';

// The colour mode, the announcement bar and the cookie banner on the built
// site: right from the first paint, no layout shift, kept across pages and
// tabs.

const genDir = path.dirname(path.resolve(import.meta.dirname, '../../..', process.env.E2E_ROUTES ?? 'build/gen/routes.json'));
const site = JSON.parse(readFileSync(path.join(genDir, 'site.json'), 'utf8')).site as {
  colorMode?: { defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean };
  announcement: { id: string; html: string };
  cookieBanner: { message: string; acceptLabel: string; link: { label: string; to: string } };
};

/** The site's entry module: nothing of the bundle runs before it. */
const entryModule = /\/assets\/index-[\w-]+\.js$/;

const toggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Switch between dark and light mode/ });
const announcement = (page: Page) => page.getByRole('region', { name: 'Announcement' });
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** Records, in every frame the page paints from its first on, the theme and whether the announcement bar shows. */
async function sampleFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: { theme: string | null; bar: boolean }[] = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const sample = () => {
      const bar = document.querySelector('[data-component="AnnouncementBar"]');
      frames.push({
        theme: document.documentElement.getAttribute('data-theme'),
        bar: bar !== null && bar.getBoundingClientRect().height > 0,
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const sampledFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { frames_: { theme: string | null; bar: boolean }[] }).frames_);

test.describe('colour mode', () => {
  test('a stored dark theme is on <html> before any script of the bundle runs, and in every painted frame', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await sampleFrames(page);
    const entry = await holdRequests(page, entryModule);
    await page.goto('/docs/intro', { waitUntil: 'commit' });
    await entry.firstRequest;
    // The page is parsed and styled while the bundle is held.
    await page.waitForFunction(() => document.querySelector('footer') !== null && document.styleSheets.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __siteBundleLoaded?: boolean }).__siteBundleLoaded)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    entry.release();
    await waitForRouter(page);
    await expect(toggle(page)).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
    const frames = await sampledFrames(page);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((f) => f.theme !== 'dark')).toEqual([]);
  });

  test(`with nothing stored and a dark OS, the page is ${site.colorMode?.respectPrefersColorScheme ? 'dark (the config follows the OS)' : 'light (the config does not follow the OS)'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page, '/docs/intro');
    const expected = site.colorMode?.respectPrefersColorScheme ? 'dark' : (site.colorMode?.defaultMode ?? 'light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', expected);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the toggle stores the choice, and other tabs follow at once', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openPage(first, '/docs/intro');
    await openPage(second, '/about');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');

    await toggle(first).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await first.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(second)).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');

    await toggle(second).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle(first)).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
  });
});

test.describe('announcement bar', () => {
  test('shows the configured announcement; a dismissal is kept, and the next load never paints the bar', async ({ page }) => {
    await openPage(page, '/');
    await expect(announcement(page)).toContainText('Workflow webhooks are here');
    await announcement(page).getByRole('button', { name: 'Close' }).click();
    await expect(announcement(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('announcement-dismissed'))).toBe(site.announcement.id);

    await sampleFrames(page);
    const font = await openPageWithFontHeld(page, '/docs/intro');
    await page.waitForTimeout(200);
    await expect(announcement(page)).toHaveCount(0);
    const frames = await sampledFrames(page);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((f) => f.bar)).toEqual([]);
    expect(await cumulativeLayoutShift(page)).toBe(0);
    font.release();
  });

  test('a new announcement id shows the bar again on the very next page view', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('announcement-dismissed', 'an-older-announcement'));
    await openPage(page, '/about');
    await expect(announcement(page)).toBeVisible();
  });

  test('its link navigates client-side', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await announcement(page).getByRole('link', { name: 'Read the guide' }).click();
    await expect(page).toHaveURL(/\/docs\/development\/workflows\/workflow-webhook$/);
    await expect(mainHeading(page)).not.toHaveText('');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  });
});

test.describe('cookie banner', () => {
  test('asks until "Accept Cookies" is pressed (by keyboard too), then never again on any page', async ({ page }) => {
    await openPage(page, '/');
    const banner = cookieBanner(page);
    await expect(banner).toContainText(site.cookieBanner.message);
    const accept = banner.getByRole('button', { name: 'Accept Cookies' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');

    await page.reload();
    await waitForRouter(page);
    await page.waitForTimeout(200);
    await expect(cookieBanner(page)).toHaveCount(0);
    await openPage(page, '/docs/intro');
    await page.waitForTimeout(200);
    await expect(cookieBanner(page)).toHaveCount(0);
  });

  test('links to the privacy notice, and following the link is not consent', async ({ page }) => {
    await openPage(page, '/');
    const link = cookieBanner(page).getByRole('link', { name: site.cookieBanner.link.label });
    await expect(link).toHaveAttribute('href', site.cookieBanner.link.to);
    await link.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(mainHeading(page)).toHaveText('Privacy notice');
    // Reading what is stored is not consent.
    await expect(cookieBanner(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();
  });
});

// Issue 36, item 7: where the card is, on a first visit.
test.describe('the cookie card stays out of the way', () => {
  /** The Request Demo actions on the first screen that nothing covers, and those covered (named by what is on top). */
  const requestDemoCover = (page: Page) =>
    page.evaluate(() => {
      const covered: string[] = [];
      let clear = 0;
      for (const action of document.querySelectorAll<HTMLElement>('a, button')) {
        if (action.textContent?.trim() !== 'Request Demo') continue;
        const box = action.getBoundingClientRect();
        if (!box.width || box.bottom <= 0 || box.top >= innerHeight) continue;
        const [midX, midY] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
        // Its middle and its four edges, in from its rounded corners.
        for (const [x, y] of [
          [midX, midY],
          [box.left + 0.15 * box.width, midY],
          [box.right - 0.15 * box.width, midY],
          [midX, box.top + 2],
          [midX, box.bottom - 2],
        ]) {
          if (y < 0 || y >= innerHeight) continue;
          const top = document.elementFromPoint(x, y);
          if (top && !action.contains(top))
            covered.push(
              `Request Demo in ${action.closest('header, main')?.tagName} under ${top.closest('[aria-label]')?.getAttribute('aria-label') ?? top.tagName} at ${Math.round(x)},${Math.round(y)}`,
            );
          else clear++;
        }
      }
      return { clear, covered };
    });

  for (const route of ['/', '/solutions/ocean-freight']) {
    test(`on a phone (375 px), a first visit to ${route} sees its Request Demo uncovered`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await openPage(page, route);
      await expect(cookieBanner(page)).toBeAttached();
      // Where the hero's action is, or at the screen's bottom edge once scrolled to (the worst place for a card fixed there).
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Request Demo' })
        .first()
        .evaluate((action) => action.getBoundingClientRect().bottom > innerHeight && action.scrollIntoView({ block: 'end' }));
      const { clear, covered } = await requestDemoCover(page);
      expect(covered).toEqual([]);
      expect(clear).toBeGreaterThan(0);
      // The card is still there to answer, after the page.
      await cookieBanner(page).scrollIntoViewIfNeeded();
      await expect(cookieBanner(page).getByRole('button', { name: 'Accept Cookies' })).toBeInViewport();
    });
  }

  test('on a desktop (1280 px), the page ends with the footer: no band of page colour under it, the card over the footer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/');
    await expect(cookieBanner(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => Math.abs(innerHeight + scrollY - document.documentElement.scrollHeight) < 1);
    const end = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      const card = document.querySelector('[aria-label="Cookie consent"]')!.getBoundingClientRect();
      // The point at the very bottom of the screen, clear of the card to its right.
      const bottom = document.elementFromPoint(innerWidth - 8, innerHeight - 2);
      return { band: innerHeight - footer.bottom, cardAboveFooter: footer.top - card.top, bottomInFooter: !!bottom?.closest('footer') };
    });
    expect(end.band).toBeLessThanOrEqual(0.5);
    expect(end.bottomInFooter).toBe(true);
    expect(end.cardAboveFooter).toBeLessThanOrEqual(0);
  });
});

test("the footer's bottom row links the privacy and security notices beside the copyright line", async ({ page }) => {
  await openPage(page, '/about');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link')).toHaveText(['Privacy', 'Security']);
  await legal.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(mainHeading(page)).toHaveText('Security');
});

test.describe('no layout shift', () => {
  for (const route of ['/', '/docs/user-manual/operations/jobs']) {
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 900 },
    ]) {
      test(`${route} at ${viewport.width} px, with the announcement bar and the cookie banner showing: CLS 0`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // The font's late arrival nudges text sideways on a busy machine (first-paint.spec.ts bounds that); here only the bars are measured.
        const font = await openPageWithFontHeld(page, route);
        await expect(announcement(page)).toBeVisible();
        await expect(cookieBanner(page)).toBeVisible();
        expect(await cumulativeLayoutShift(page)).toBe(0);
        font.release();
      });
    }
  }
});
