import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Nothing is clipped at a phone's width: on every route of the built site,
// at 320 and 375 px, no element reaches past the box that clips or scrolls
// it (or past the viewport) unless that box is a scroll region a reader can
// find and use: role=region, a name (aria-label or aria-labelledby), tabindex=0 and overflow-x auto
// or scroll, the way wide tables and code are rendered. The pages are the
// prerendered HTML, read without JavaScript: the static page is what every
// reader gets first, and what a no-JS reader keeps.
const root = path.resolve(import.meta.dirname, '../../..');
const manifest = path.resolve(root, process.env.E2E_ROUTES ?? 'build/gen/routes.json');
const routes: string[] = JSON.parse(readFileSync(manifest, 'utf8')).map((r: { path: string }) => r.path);
const widths = [320, 375];
// Each test audits a slice of the routes in one page, so the two workers share the work evenly.
const slices = 8;

/** The elements of the page that reach past their clipping box or the viewport outside a labelled scroll region, one line each. */
function overflowingElements(): string[] {
  const viewport = document.documentElement.clientWidth;
  const name = (box: Element) =>
    box.getAttribute('aria-label') ??
    (box.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const isRegion = (box: Element) =>
    box.getAttribute('role') === 'region' &&
    !!name(box).trim() &&
    box.getAttribute('tabindex') === '0' &&
    ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const classes = [...el.classList].map((c) => `.${c}`).join('');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${id}${classes}> "${text}"`;
  };
  const found: string[] = [];
  const reported = new Set<Element>();
  for (const el of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    // The nearest ancestor that clips or scrolls sideways, else the viewport.
    let clipper: Element | null = el.parentElement;
    while (clipper && clipper !== document.body && getComputedStyle(clipper).overflowX === 'visible') clipper = clipper.parentElement;
    const clipperStyle = clipper && clipper !== document.body ? getComputedStyle(clipper) : null;
    // Visually hidden text (the 1 px clipped box) and what a closed or fixed layer holds are not laid out for reading.
    if (clipperStyle && clipper && clipper.getBoundingClientRect().width <= 1) continue;
    if (el.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
    let left = 0;
    let right = viewport;
    if (clipperStyle && clipper) {
      const box = clipper.getBoundingClientRect();
      left = box.left + clipper.clientLeft;
      right = left + clipper.clientWidth;
    }
    if (rect.left >= left - 1 && rect.right <= right + 1) continue;
    if (clipper && clipper !== document.body && isRegion(clipper)) continue;
    // Report the outermost offender only: its descendants overflow because it does.
    let ancestor = el.parentElement;
    while (ancestor && ancestor !== clipper && !reported.has(ancestor)) ancestor = ancestor.parentElement;
    reported.add(el);
    if (ancestor && ancestor !== clipper) continue;
    const where = clipper && clipper !== document.body ? `its box ${describe(clipper)}` : 'the viewport';
    found.push(
      `${describe(el)} spans ${Math.round(rect.left)}-${Math.round(rect.right)} px, past ${where} (${Math.round(left)}-${Math.round(right)} px)`,
    );
  }
  return found;
}

for (let slice = 0; slice < slices; slice++) {
  const mine = routes.filter((_, i) => i % slices === slice);
  test(`no element is clipped at 320 or 375 px outside a labelled scroll region (routes ${slice + 1} of every ${slices})`, async ({
    browser,
  }, testInfo) => {
    testInfo.setTimeout(60_000 + mine.length * 4_000);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: widths[0], height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of mine) {
      await page.goto(route, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        for (const line of await page.evaluate(overflowingElements)) problems.push(`${route} at ${width} px: ${line}`);
      }
      await page.setViewportSize({ width: widths[0], height: 800 });
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
