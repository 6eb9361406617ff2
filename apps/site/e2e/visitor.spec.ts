import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** The number of lines an element's text runs to, from its text's line boxes. */
const lineCount = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    // A line's boxes (the label's text, the required marker) differ in top by a pixel or two.
    const tops = [...range.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b);
    return tops.filter((top, i) => i === 0 || top - tops[i - 1] > 4).length;
  });

test.describe('demo request form at a phone’s width', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('the consent label reads on at most three lines, its hint under it', async ({ page }) => {
    await page.goto('/request-demo');
    const consent = page.getByRole('checkbox', { name: /I agree/ });
    const label = page.locator(`label[for="${await consent.getAttribute('id')}"]`);
    expect(await lineCount(label)).toBeLessThanOrEqual(3);
    const box = (await consent.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(24);
    const hint = page.locator(`#${await consent.getAttribute('id')}-hint`);
    const [labelBox, hintBox] = [(await label.boundingBox())!, (await hint.boundingBox())!];
    expect(Math.round(hintBox.x)).toBe(Math.round(labelBox.x));
    expect(hintBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height - 1);
  });
});
