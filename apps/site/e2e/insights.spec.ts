import type { APIRequestContext } from '@playwright/test';
import { INSIGHTS_REPORT_TOKEN } from './insights-token';
import { expect, openPage, test } from './fixtures';

// Docs insights end to end: a reader's feedback, by keyboard and without
// JavaScript, and a reader's search reach the writers' report on the server.

const docsPage = '/docs/user-manual/operations/jobs';

/** Words no earlier run wrote: the server's database outlives a run. */
const unique = (prefix: string) =>
  `${prefix} ${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const report = async (request: APIRequestContext) => {
  const answer = await request.get('/insights/report', { headers: { Authorization: `Bearer ${INSIGHTS_REPORT_TOKEN}` } });
  expect(answer.status()).toBe(200);
  return answer.text();
};

test('feedback by keyboard: No, the comment field takes the focus, the comment reaches the report', async ({ page, request }) => {
  const comment = unique('Which milestone closes a job');
  await openPage(page, docsPage);
  const region = page.getByRole('region', { name: 'Was this page helpful?' });
  await region.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Enter');
  const field = region.getByRole('textbox', { name: 'What were you looking for? (optional)' });
  await expect(field).toBeFocused();
  await expect(region.getByRole('status')).toHaveText('Thanks for your answer.');
  await page.keyboard.type(comment);
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region.getByRole('status')).toHaveText('Thank you for your feedback.');
  const html = await report(request);
  expect(html).toContain(comment);
  expect(html).toContain(`href="${docsPage}"`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('feedback posts the form and comes back to the page, then thanks', async ({ page, request }) => {
    const comment = unique('The late milestone alert');
    await page.goto(docsPage);
    const region = page.getByRole('region', { name: 'Was this page helpful?' });
    await region.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(new RegExp(`${docsPage}#page-feedback-no$`));
    const field = page.getByRole('textbox', { name: 'What were you looking for? (optional)' });
    await expect(field).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'What did you find useful? (optional)' })).toBeHidden();
    await field.fill(comment);
    await field.locator('xpath=ancestor::form').getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(new RegExp(`${docsPage}#page-feedback-thanks$`));
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    expect(await report(request)).toContain(comment);
  });
});

test('a search on the search page reaches the report once the reader leaves', async ({ page, request }) => {
  const query = unique('zzqx');
  await openPage(page, `/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByText('No results were found')).toBeVisible();
  // Settled: 1000 ms unchanged after the search ran; then the reader leaves.
  await page.waitForTimeout(1200);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/insights') && r.method() === 'POST');
  await page.getByRole('link', { name: 'Get Started' }).click();
  expect(JSON.parse((await sent).postData() ?? '')).toEqual({ type: 'search', query, scope: 'all', results: 0 });
  await expect.poll(async () => (await report(request)).includes(`>${query}</a>`)).toBe(true);
});

// A full unload (another origin, a closed tab) unmounts nothing: only the
// pagehide listener reports the search, with a keepalive request that
// outlives the page.
test.describe('a search is reported when the page is unloaded', () => {
  const inReport = (query: string, scope: 'docs' | 'all') => `>${query}</a></td><td>${scope}</td>`;

  test('a settled search on the search page, then another origin', async ({ page, request }) => {
    const query = unique('zzqp');
    await page.clock.install();
    await openPage(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByText('No results were found')).toBeVisible();
    await page.clock.runFor(1000);
    await page.goto('about:blank');
    await expect.poll(async () => (await report(request)).includes(inReport(query, 'all')), { timeout: 10_000 }).toBe(true);
  });

  test('a query in the modal that has not settled, then the tab is closed', async ({ page, request }) => {
    const query = unique('zzqm');
    await page.clock.install();
    await openPage(page, docsPage);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('combobox')).toBeFocused({ timeout: 15_000 });
    // Time stands still from here: the query's 1000 ms never pass.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await dialog.getByRole('combobox').fill(query);
    await expect(dialog.getByText('No results found for', { exact: false })).toBeVisible({ timeout: 15_000 });
    await page.close({ runBeforeUnload: true });
    await expect.poll(async () => (await report(request)).includes(inReport(query, 'docs')), { timeout: 10_000 }).toBe(true);
  });
});
