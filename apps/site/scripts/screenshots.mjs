// Takes screenshots of pages of a running site at phone and desktop widths,
// in light and dark mode, for a person to look at.
// Usage: node scripts/screenshots.mjs <base URL> <output folder> <route>...
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../packages/ui/visual/chromium.mjs';

const [base, out, ...routes] = process.argv.slice(2);
if (!base || !out || routes.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <base URL> <output folder> <route>...');
  process.exit(2);
}
await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const theme of ['light', 'dark']) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 997 ? 812 : 900 }, colorScheme: theme });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
      const name = `${route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/?=&]/g, '_')}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL_PAGE === '1' });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
