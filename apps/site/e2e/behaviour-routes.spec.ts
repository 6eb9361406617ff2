import type { Page } from '@playwright/test';
import { expect, mainHeading, openPage, test } from './fixtures';

// Route handling on the built site: .html spellings normalised by the server
// and by the client router, the not-found page, the error boundary around
// each page, and the banner of a site served under the wrong base URL.

/** Puts a plain link (like one in rendered Markdown) at the top of the page and clicks it. */
async function clickPlainLink(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = `Plain link to ${target}`;
    document.body.prepend(link);
  }, href);
  await page.getByRole('link', { name: `Plain link to ${href}`, exact: true }).click();
}

const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);

test.describe('.html spellings', () => {
  test('the server redirects /index.html and .html to the clean path with 301, keeping the query', async ({ request }) => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/about/index.html', '/about'],
      ['/about.html', '/about'],
      ['/docs/intro.html?from=old-site', '/docs/intro?from=old-site'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('a browser load of a .html URL ends on the clean URL with the page', async ({ page }) => {
    const response = await openPage(page, '/docs/intro/index.html');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(mainHeading(page)).toHaveText('Welcome to the documentation');
  });

  test('the client router normalises .html links and history entries without a reload', async ({ page }) => {
    await openPage(page, '/docs/intro');
    await setMarker(page);
    await clickPlainLink(page, '/about/index.html');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(/^About us — Freightlane$/);

    await clickPlainLink(page, '/careers.html#open-roles');
    await expect(page).toHaveURL(/\/careers#open-roles$/);
    await expect(page).toHaveTitle('Careers — Freightlane');

    // A history entry spelt with .html (Back to an old bookmark's address).
    await page.evaluate(() => {
      history.pushState(null, '', '/docs/intro.html');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(mainHeading(page)).toHaveText('Welcome to the documentation');
    expect(await marker(page)).toBe('same document');
  });
});

test.describe('unknown paths', () => {
  test('the server answers 404 with the not-found page', async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    const response = await openPage(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(mainHeading(page)).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page Not Found — Freightlane');
    await expect(page.locator('title')).toHaveCount(1);
    await expect(
      page.getByText('There is no page at this address. It may have moved when the docs were reorganised, or the link may have a typo.'),
    ).toBeVisible();
    await expect(page.getByRole('search').getByRole('searchbox', { name: 'Search the docs and the site' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Solutions' })).toBeVisible();
  });

  test('a client-side navigation to an unknown path shows the not-found page at that URL', async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    await openPage(page, '/docs/intro');
    await setMarker(page);
    await clickPlainLink(page, '/docs/no-such-doc');
    await expect(mainHeading(page)).toHaveText('Page not found');
    await expect(page).toHaveURL(/\/docs\/no-such-doc$/);
    await expect(page).toHaveTitle('Page Not Found — Freightlane');
    await expect(page.locator('title')).toHaveCount(1);
    expect(await marker(page)).toBe('same document');
  });
});

test.describe('a page that crashes', () => {
  test('shows "This page crashed" with the message and "Try again", inside a working navbar and footer', async ({ page, allowConsole }) => {
    // React reports the caught error on the console.
    allowConsole(/Cannot read properties of undefined|The above error occurred|error boundary/);
    // The home page's data, malformed once: the page throws while rendering it.
    let malformed = 1;
    await page.route('**/_data/index.page', async (route) => {
      if (malformed-- > 0) await route.fulfill({ json: { path: '/', kind: 'home', title: 'Home', description: '', data: {} } });
      else await route.continue();
    });
    await openPage(page, '/docs/intro');
    await setMarker(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Freightlane/ })
      .click();

    await expect(mainHeading(page)).toHaveText('This page crashed');
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('main')).toContainText(/Cannot read properties of undefined/);
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);

    // The frame still works: the footer leads on, and Back returns to the crash.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveTitle(/^About us — Freightlane$/);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.goBack();
    await expect(mainHeading(page)).toHaveText('This page crashed');

    // "Try again" loads the page afresh: the data is fine now.
    await tryAgain.click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page crashed');
    await expect(page).toHaveTitle(/^Freightlane — /);
    await expect(page.locator('[data-component="Hero"]')).toBeVisible();
    expect(await marker(page)).toBe('same document');
  });
});

test.describe('base URL banner', () => {
  const bannerTitle = 'Your site did not load properly.';

  test('the home page served under /wrong/ says the site did not load, with the configured and the suggested base URL', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 404/);
    // The built site under /wrong/; its pages still ask for /assets/…, which is not there.
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.startsWith('/wrong/')) return route.fulfill({ status: 404, body: 'not found' });
      const response = await route.fetch({ url: url.origin + url.pathname.slice('/wrong'.length) + url.search });
      return route.fulfill({ response });
    });
    await page.goto('/wrong/');
    const banner = page.getByRole('alert');
    await expect(banner).toContainText(bannerTitle);
    await expect(banner).toContainText('A very common reason is a wrong base URL configuration.');
    await expect(banner).toContainText('Current configured base URL = / (default value)');
    await expect(banner).toContainText('We suggest trying base URL = /wrong/');
    // It is the first thing on the page.
    expect(await page.evaluate(() => document.body.firstElementChild?.id)).toBe('__base-url-issue-banner');

    // Only the home page checks.
    await page.goto('/wrong/about');
    await page.waitForLoadState('load');
    await expect(page.getByText(bannerTitle)).toHaveCount(0);
  });

  test('the home page at the right base URL shows no banner', async ({ page }) => {
    await openPage(page, '/');
    await page.waitForLoadState('load');
    await expect(page.getByText(bannerTitle)).toHaveCount(0);
    await expect(page.locator('#__base-url-issue-banner')).toHaveCount(0);
  });
});
