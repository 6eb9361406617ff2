import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Marketing headlines stay short enough to read at a glance: the h1 of the home page and of every solution page
// runs at most three lines at 375 px and two at 1280 px, counted from its rendered height and line height in the
// prerendered page with Inter loaded. The schemas keep the copy to the length this allows (46 characters for a
// solution's headline); this test is the rule itself.
const root = path.resolve(import.meta.dirname, '../../..');
const manifest = path.resolve(root, process.env.E2E_ROUTES ?? 'build/gen/routes.json');
const routes: string[] = JSON.parse(readFileSync(manifest, 'utf8'))
  .filter((r: { kind: string }) => r.kind === 'home' || r.kind === 'solution')
  .map((r: { path: string }) => r.path);
const maxLines = { 375: 3, 1280: 2 } as const;

for (const [width, most] of Object.entries(maxLines)) {
  test(`marketing headlines run at most ${most} lines at ${width} px`, async ({ page }) => {
    expect(routes.length, 'the home page and the solution pages').toBeGreaterThan(1);
    await page.setViewportSize({ width: Number(width), height: 900 });
    const tooLong: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      const { lines, text } = await page.locator('h1').evaluate((h1) => {
        const lineHeight = Number.parseFloat(getComputedStyle(h1).lineHeight);
        return { lines: Math.round(h1.getBoundingClientRect().height / lineHeight), text: h1.textContent ?? '' };
      });
      if (lines > most) tooLong.push(`${route}: ${lines} lines, "${text}"`);
    }
    expect(tooLong, `headlines over ${most} lines at ${width} px`).toEqual([]);
  });
}
