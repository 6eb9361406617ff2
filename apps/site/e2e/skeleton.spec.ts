import { expect, openPage, test } from './fixtures';

test.describe('prerendered pages', () => {
  test('a doc page is complete HTML before any script runs', async ({ request }) => {
    const response = await request.get('/docs/intro');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toMatch(/ — /);
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? '';
    expect(heading.length).toBeGreaterThan(0);
    expect(title.startsWith(heading)).toBe(true);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(/<footer[^>]*>/);
  });

  test('the home page is prerendered with its heading', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });

  test('an unknown path answers 404 with the not-found page', async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText('There is no page at this address. It may have moved when the docs were reorganised, or the link may have a typo.'),
    ).toBeVisible();
  });
});

test.describe('hydration and navigation', () => {
  test('hydrates without warnings and navigates client-side through the footer', async ({ page }) => {
    await openPage(page, '/docs/intro');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    await expect(page).toHaveTitle(/ — /);
  });
});
