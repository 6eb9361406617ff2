import { expect, test } from './fixtures';

// What the reader does with the search before the app is live, and the
// search page's document title.

test.beforeEach(async ({ page, allowConsole }) => {
  // Keyword search only: GET /api/ask answers 404, as a static host does.
  allowConsole(/status of 404 \(Not Found\)/);
  await page.route('**/api/ask', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 404, body: 'not found' }) : route.fallback(),
  );
});

const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Search' });

for (const path of ['/', '/docs/user-manual/operations/jobs']) {
  test(`Ctrl+K pressed right after load opens the search on ${path}, and what is typed at once reaches its input, five times in a row`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    for (let i = 0; i < 5; i++) {
      // No wait for hydration: the keys go in as soon as the document is there.
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForSelector('body', { state: 'attached' });
      // Typed at once, before the app is live: a correction on the way (Backspace) counts too.
      await page.keyboard.press('Control+k');
      await page.keyboard.type('warehousx');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('e rec');
      await expect(dialog(page), `attempt ${i + 1}`).toBeVisible({ timeout: 15_000 });
      const input = dialog(page).getByRole('combobox');
      await expect(input, `attempt ${i + 1}`).toHaveValue('warehouse rec', { timeout: 15_000 });
      await expect(input, `attempt ${i + 1}`).toBeFocused();
    }
  });
}

test('"/" and a click on the search button before hydration open the search too', async ({ page }) => {
  await page.goto('/docs/intro', { waitUntil: 'commit' });
  await page.waitForSelector('body', { state: 'attached' });
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
  await expect(dialog(page).getByRole('combobox')).toHaveValue('');

  await page.goto('/about', { waitUntil: 'commit' });
  await page.locator('[data-component="SearchButton"]').first().click();
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
});

test('the search page title follows the query', async ({ page }) => {
  await page.goto('/search?q=warehouse');
  await expect(page).toHaveTitle(/^Search results for "warehouse" — /, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "warehouse"');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('reefer booking');
  await expect(page).toHaveTitle(/^Search results for "reefer booking" — /);
  await box.press('Control+a');
  await box.press('Backspace');
  await expect(page).toHaveTitle(/^Search the documentation — /);
});
