import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

// The integrations the build was made from: the content pipeline's data for /integrations.
const genDir = path.dirname(path.resolve(import.meta.dirname, '../../..', process.env.E2E_ROUTES ?? 'build/gen/routes.json'));
const index = JSON.parse(readFileSync(path.join(genDir, 'pages/integrations.page'), 'utf8')).data as {
  categories: { id: string; label: string }[];
  integrationList: { id: string; title: string; category: string }[];
};
const titlesIn = (category: string) =>
  index.integrationList
    .filter((i) => i.category === category)
    .map((i) => i.title)
    .sort();
const labelOf = (category: string) => index.categories.find((c) => c.id === category)?.label ?? category;

const cardTitles = async (page: Page) => (await page.locator('[data-component="IntegrationGrid"] h3').allTextContents()).sort();

async function fillDemoRequest(page: Page, email = 'ada@freight.example') {
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  await page.getByRole('textbox', { name: 'Company' }).fill('Analytical Freight Ltd');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('GB');
  await page.getByRole('combobox', { name: 'Company type' }).selectOption('freight-forwarder');
  await page.getByRole('combobox', { name: 'Shipments per month' }).selectOption('51-200');
  await page.getByRole('checkbox', { name: 'Ocean' }).check();
  await page.getByRole('checkbox', { name: 'Air' }).check();
  await page.getByRole('textbox', { name: 'Message (optional)' }).fill('We run weekly FCL from Rotterdam.');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

test.describe('integrations filter', () => {
  test('filters by ?category= once the page is live, and keeps the URL in step', async ({ page }) => {
    await page.goto('/integrations?category=ocean-freight');
    const filter = page.getByRole('navigation', { name: 'Filter by category' });
    await expect(filter.getByRole('link', { name: labelOf('ocean-freight') })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => cardTitles(page)).toEqual(titlesIn('ocean-freight'));

    await filter.getByRole('link', { name: labelOf('accounting') }).click();
    await expect(page).toHaveURL(/\/integrations\?category=accounting$/);
    await expect.poll(() => cardTitles(page)).toEqual(titlesIn('accounting'));

    await filter.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect.poll(() => cardTitles(page)).toHaveLength(index.integrationList.length);

    await page.getByRole('link', { name: titlesIn('accounting')[0] }).click();
    await expect(page.locator('[data-integration-id]')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the integrations index lists everything, with the categories as plain links', async ({ page }) => {
    await page.goto('/integrations?category=ocean-freight');
    expect(await cardTitles(page)).toHaveLength(index.integrationList.length);
    const filter = page.getByRole('navigation', { name: 'Filter by category' });
    for (const category of index.categories) {
      await expect(filter.getByRole('link', { name: category.label })).toHaveAttribute('href', `/integrations?category=${category.id}`);
    }
    await filter.getByRole('link', { name: labelOf('parcel-carriers') }).click();
    await expect(page).toHaveURL(/\/integrations\?category=parcel-carriers$/);
    await expect(page.getByRole('link', { name: titlesIn('parcel-carriers')[0] })).toHaveAttribute('href', /^\/integrations\//);
  });

  test('a valid demo request posts to the server, which redirects to the thank-you page', async ({ page }) => {
    await page.goto('/request-demo');
    await fillDemoRequest(page);
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page).toHaveURL(/\/request-demo\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
  });

  test('an invalid email comes back on the server’s page with the error and everything typed', async ({ page, allowConsole }) => {
    allowConsole(/status of 422/);
    await page.goto('/request-demo');
    await fillDemoRequest(page, 'ada@freight');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeVisible();
    // The server words the error as the form does with JavaScript (one wording for both paths).
    await expect(summary.getByRole('link', { name: 'Enter a valid email address' })).toHaveAttribute('href', '#email');
    const email = page.getByRole('textbox', { name: 'Work email' });
    await expect(page.locator('[data-error-for="email"]')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('ada@freight');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    await expect(page.getByRole('checkbox', { name: 'Air' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue('We run weekly FCL from Rotterdam.');
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });
});

test.describe('demo request form', () => {
  test('an empty submission shows each error by its field and focuses the summary', async ({ page }) => {
    await openPage(page, '/request-demo');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Enter your first name' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter your first name');
    await summary.getByRole('link', { name: 'Select at least one mode' }).click();
    await expect(page.getByRole('checkbox', { name: 'Ocean' })).toBeFocused();
    await expect(page).toHaveURL(/\/request-demo$/);
  });

  test('a valid submission lands on the thank-you page without a reload', async ({ page }) => {
    await openPage(page, '/request-demo');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await fillDemoRequest(page);
    const [request] = await Promise.all([
      page.waitForRequest('**/api/demo-requests'),
      page.getByRole('button', { name: 'Request Demo' }).click(),
    ]);
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page).toHaveURL(/\/request-demo\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  });
});
