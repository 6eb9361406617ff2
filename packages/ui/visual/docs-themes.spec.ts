import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Frame } from '@playwright/test';

/*
 * Every Docs page of the static Storybook, with the toolbar on Light: each
 * story on it that does not fix its own theme computes a light background
 * and dark text at its theme root, in the page and in the frames the page
 * draws some stories in. A story that turns its document dark (a stored
 * choice, a frame's `storage` event) must not reach the others.
 */

interface Entry {
  type: string;
  id: string;
  title: string;
  importPath: string;
}

const storybook = process.env.STORYBOOK_DIR ?? path.resolve(import.meta.dirname, '../../../build/storybook');
const index = JSON.parse(readFileSync(path.join(storybook, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
const entries = Object.values(index.entries);
/** Story files whose stories bring their own colour mode provider: they are the toggle, and set the theme themselves. */
const ownColourMode = ['./src/ColorMode/ColorModeToggle.stories.tsx'];
// The Docs page of each story file (an MDX page shows no story of its own file).
const docsPages = entries.filter(
  (e) =>
    e.type === 'docs' && !ownColourMode.includes(e.importPath) && entries.some((s) => s.type === 'story' && s.importPath === e.importPath),
);

interface Root {
  storyId: string;
  fixedTheme: string | null;
  background: string;
  color: string;
}

/** The theme roots a document holds, with the colours they compute. */
function themeRoots(frame: Frame): Promise<Root[]> {
  return frame.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-part="story-theme-root"]')).map((el) => {
      const style = getComputedStyle(el);
      return {
        storyId: el.dataset.storyId ?? '',
        fixedTheme: el.dataset.fixedTheme ?? null,
        background: style.backgroundColor,
        color: style.color,
      };
    }),
  );
}

/** Relative luminance (WCAG) of an rgb() colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

for (const docs of docsPages) {
  test(`${docs.title}: every story computes the light theme`, async ({ page }) => {
    await page.goto(`/iframe.html?viewMode=docs&id=${encodeURIComponent(docs.id)}&globals=theme:light`);
    // Every story block has drawn, in the page or in a frame, before the colours are read.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const blocks = Array.from(document.querySelectorAll('.docs-story'));
            return blocks.length > 0 && blocks.every((block) => block.querySelector('[data-part="story-theme-root"], iframe'));
          }),
        { timeout: 30_000 },
      )
      .toBe(true);
    const frames = page.locator('.docs-story iframe');
    for (let i = 0; i < (await frames.count()); i++) await frames.nth(i).contentFrame().locator('#storybook-root > *').first().waitFor();
    const roots: Root[] = [];
    for (const frame of page.frames()) roots.push(...(await themeRoots(frame)));
    expect(roots.length, 'the stories drawn with their theme roots').toBeGreaterThan(0);
    const wrong = roots
      .filter((root) => !root.fixedTheme)
      .filter((root) => luminance(root.background) < 0.5 || luminance(root.color) > 0.5)
      .map((root) => `${root.storyId}: background ${root.background}, text ${root.color}`);
    expect(wrong, `stories drawn dark on the light Docs page ${docs.id}`).toEqual([]);
  });
}
