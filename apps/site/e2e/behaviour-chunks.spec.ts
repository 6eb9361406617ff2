import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, holdRequests, mainHeading, openPage, test } from './fixtures';

// A page's code that is slow or fails to load, on the built site: a failed
// navigation warns and loads the whole page once (never in a loop), the page
// then shows the error and "Retry", and a slow load shows a spinner after
// 200 ms.

const genDir = path.dirname(path.resolve(import.meta.dirname, '../../..', process.env.E2E_ROUTES ?? 'build/gen/routes.json'));
const careersHeading: string = JSON.parse(readFileSync(path.join(genDir, 'pages/careers.page'), 'utf8')).data.intro.headline;

const careersChunk = /\/assets\/CareersPage-[\w-]+\.js$/;

/** Makes the careers page's code unreachable until the returned function is called. */
async function blockCareersChunk(page: Page) {
  let blocked = true;
  await page.route(careersChunk, (route) => (blocked ? route.abort('failed') : route.continue()));
  return () => {
    blocked = false;
  };
}

/** The documents the page loads for `pathname`, from now on. */
function documentLoads(page: Page, pathname: string) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === pathname) loads.push(request.url());
  });
  return loads;
}

/** The warnings the page logs, from now on. */
function warnings(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

const allowChunkFailure = (allowConsole: (pattern: RegExp) => void) => {
  allowConsole(/Failed to load resource/);
  allowConsole(/^warning: Loading .*(careers|CareersPage).* failed/);
};

test.describe('page code that fails to load', () => {
  test('a navigation whose code fails warns and reloads the page once; the page then offers Retry, which works once the code is back', async ({
    page,
    allowConsole,
  }) => {
    allowChunkFailure(allowConsole);
    const unblock = await blockCareersChunk(page);
    await openPage(page, '/docs/intro');
    const reloads = documentLoads(page, '/careers');
    const warned = warnings(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    // The browser loads /careers itself, once; that load fails to hydrate too and shows the error instead of reloading again.
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('alert')).toContainText(/CareersPage-[\w-]+\.js/);
    expect(
      warned.some((w) => w.startsWith('Loading http://127.0.0.1') && w.includes('/careers failed; loading the whole page instead.')),
    ).toBe(true);
    await page.waitForTimeout(1000);
    expect(reloads).toHaveLength(1);
    expect(warned.filter((w) => w.includes('loading the whole page instead'))).toHaveLength(1);
    // The navbar and footer work around the error.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Still failing: Retry shows the error again, without reloading.
    await retry.click();
    await expect(retry).toBeVisible();
    await page.waitForTimeout(300);
    expect(reloads).toHaveLength(1);

    unblock();
    await retry.click();
    await expect(mainHeading(page)).toHaveText(careersHeading);
    await expect(page).toHaveTitle('Careers — Freightlane');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(reloads).toHaveLength(1);
  });

  test('a retry whose code is slow shows nothing for 200 ms, then a spinner, then the page', async ({ page, allowConsole }) => {
    allowChunkFailure(allowConsole);
    await page.clock.install();
    const unblock = await blockCareersChunk(page);
    await page.goto('/careers');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    unblock();
    const chunk = await holdRequests(page, careersChunk);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await retry.click();
    await chunk.firstRequest;
    await page.clock.runFor(150);
    // Real time for the page to render whatever it would: the fake clock stands still meanwhile.
    await page.waitForTimeout(150);
    const spinner = page.getByRole('status', { name: 'Loading page…' });
    await expect(spinner).toHaveCount(0);
    await expect(retry).toHaveCount(0);

    await page.clock.runFor(60);
    await expect(spinner).toBeVisible();

    chunk.release();
    await expect(mainHeading(page)).toHaveText(careersHeading);
    await expect(spinner).toHaveCount(0);
  });
});
