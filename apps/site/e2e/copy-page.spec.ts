import { expect, openPage, test } from './fixtures';

// The Copy page menu of a doc page, in Chromium with a real clipboard.
// It reads the page's Markdown twin (/docs/….md), which the build writes
// beside every page: without the twins this spec fails at its first fetch.

const route = '/docs/user-manual/operations/jobs';

test.describe('Copy page menu', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the page’s Markdown, says "Copied", and is reached and driven by keyboard', async ({ page, baseURL }) => {
    const twin = await (await page.request.get(`${route}.md`)).text();
    expect(twin).toMatch(/^# Jobs\n/);
    await openPage(page, route);
    const copy = page.getByRole('button', { name: 'Copy page' });
    const box = await copy.boundingBox();
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    // The label changes in place.
    expect(await page.getByRole('button', { name: 'Copied' }).boundingBox()).toEqual(box);
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible({ timeout: 3000 });

    const trigger = page.getByRole('button', { name: 'More ways to use this page' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const view = page.getByRole('menuitem', { name: 'View as Markdown' });
    await expect(view).toBeFocused();
    await expect(view).toHaveAttribute('href', `${route}.md`);
    const prompt = encodeURIComponent(`Read https://www.freightlane.example${route}.md so I can ask questions about it.`);
    await expect(page.getByRole('menuitem', { name: 'Open in ChatGPT' })).toHaveAttribute(
      'href',
      `https://chatgpt.com/?hints=search&q=${prompt}`,
    );
    await expect(page.getByRole('menuitem', { name: 'Open in Claude' })).toHaveAttribute('href', `https://claude.ai/new?q=${prompt}`);
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Open in Claude' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();

    // "View as Markdown" opens the twin in a new tab.
    await page.keyboard.press('Enter');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${baseURL}${route}.md`);
    expect(await tab.locator('body').textContent()).toContain('# Jobs');
  });
});
