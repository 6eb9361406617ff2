import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { expectPicture } from './picture';

/*
 * Every story of the static Storybook, photographed in light and dark at
 * 1280 px, and at 375 px too when its component's CSS changes with the width
 * (an @media width query in the component's folder). A story that fixes its
 * own theme or viewport (globals) is photographed in that one only. Each
 * picture is cropped to what the story drew (its root and anything it put
 * in a portal) and compared with ./baselines/<story id>--<theme>-<width>.png.
 */

interface Entry {
  type: string;
  id: string;
  title: string;
  name: string;
  importPath: string;
}

const uiDir = path.resolve(import.meta.dirname, '..');
const storybook = process.env.STORYBOOK_DIR ?? path.resolve(uiDir, '../../build/storybook');
const index = JSON.parse(readFileSync(path.join(storybook, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

const VIEWPORTS: Record<string, number> = { mobile375: 375, mobile996: 996, desktop997: 997, desktop1280: 1280 };
const HEIGHT = 800;

const changesWithWidth = new Map<string, boolean>();
function widthsOf(importPath: string): number[] {
  const folder = path.dirname(path.resolve(uiDir, importPath));
  if (!changesWithWidth.has(folder)) {
    const css = readdirSync(folder)
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(path.join(folder, f), 'utf8'))
      .join('\n');
    changesWithWidth.set(folder, /@media[^{]*\b(min|max)-width\b/.test(css));
  }
  return changesWithWidth.get(folder) ? [1280, 375] : [1280];
}

type StoryGlobals = { theme?: string; viewport?: { value?: string } };

/** One page per worker: the Storybook preview loads once, and each picture selects its story through the preview's channel (as the manager does). */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: HEIGHT } });
      const page = await context.newPage();
      // Dates the stories compute (e.g. "3 days ago") read this fixed clock; timers still run.
      await page.clock.setFixedTime(new Date('2026-01-15T10:00:00Z'));
      await page.goto(`/iframe.html?viewMode=story&id=${encodeURIComponent(stories[0].id)}`);
      // The preview's first story settles before any other is selected (selecting during its start lost the page once).
      await page.waitForFunction(
        () => {
          const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
            ?.currentRender?.phase;
          return phase === 'finished' || phase === 'errored';
        },
        undefined,
        { timeout: 60_000 },
      );
      await listen(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Records the preview's render phases in the page (window.__vrPhases), once the preview's channel exists. */
async function listen(page: Page) {
  await page.waitForFunction(() => {
    const w = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__?: { on: (e: string, f: (x: unknown) => void) => void };
      __vrPhases?: { storyId: string; newPhase: string }[];
    };
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return false;
    if (!w.__vrPhases) {
      w.__vrPhases = [];
      channel.on('storyRenderPhaseChanged', (event) => w.__vrPhases?.push(event as { storyId: string; newPhase: string }));
    }
    return true;
  });
}

/**
 * Shows a story in a theme: sets the theme global, then selects (or remounts)
 * the story and waits until its play function, if any, has finished.
 * Returns the globals the story fixes itself.
 */
async function showStory(page: Page, id: string, theme: string): Promise<StoryGlobals> {
  try {
    return await selectStory(page, id, theme);
  } catch (error) {
    // The preview reloaded under us (a story that navigates its frame): start again in the new document, once.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    await listen(page);
    return selectStory(page, id, theme);
  }
}

async function selectStory(page: Page, id: string, theme: string): Promise<StoryGlobals> {
  const { phase, storyGlobals } = await page.evaluate(
    async ({ id, theme }) => {
      type Channel = { emit: (e: string, x: unknown) => void; once: (e: string, f: () => void) => void };
      const w = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: Channel;
        __STORYBOOK_PREVIEW__: { currentRender?: { id?: string; phase?: string; story?: { storyGlobals?: object } } };
        __vrPhases: { storyId: string; newPhase: string }[];
        __vrTheme?: string;
      };
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      const terminal = ['finished', 'errored', 'aborted', 'playErrored'];
      const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      // The end of a render that started after the request ("loading" comes first in every render): a phase
      // left over from an earlier render does not count. Then two quiet frames: a render queued behind it
      // (Storybook re-renders once more when asked during one) is waited for too.
      const settled = async (storyId?: string): Promise<string> => {
        for (;;) {
          const phases = w.__vrPhases.filter((p) => storyId === undefined || p.storyId === storyId);
          const start = phases.map((p) => p.newPhase).lastIndexOf('loading');
          const last = phases.at(-1);
          if (start >= 0 && last && terminal.includes(last.newPhase)) {
            const seen = w.__vrPhases.length;
            await frames();
            if (w.__vrPhases.length === seen) return last.newPhase;
          } else await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      if (w.__vrTheme !== theme) {
        const globalsSet = new Promise<void>((resolve) => channel.once('globalsUpdated', () => resolve()));
        w.__vrPhases = [];
        channel.emit('updateGlobals', { globals: { theme } });
        await globalsSet;
        w.__vrTheme = theme;
        // The current story re-renders in the new theme; let it finish before selecting.
        if (w.__vrPhases.length > 0) await settled();
      }
      w.__vrPhases = [];
      if (w.__STORYBOOK_PREVIEW__.currentRender?.id === id) channel.emit('forceRemount', { storyId: id });
      else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      const phase = await settled(id);
      await document.fonts.ready;
      // Images below the fold load too (the picture is of the whole story), and are decoded before the shot.
      for (const img of Array.from(document.images)) img.loading = 'eager';
      await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
      // Two frames: what the story's effects scheduled is painted.
      await frames();
      return { phase, storyGlobals: (w.__STORYBOOK_PREVIEW__.currentRender?.story?.storyGlobals ?? {}) as StoryGlobals };
    },
    { id, theme },
  );
  expect(phase, `story ${id} rendered and played without an error`).toBe('finished');
  return storyGlobals;
}

/** The region the story drew: its root's children and whatever sits in portals on <body>. */
async function storyClip(page: Page) {
  return page.evaluate(() => {
    const rects: DOMRect[] = [];
    const root = document.getElementById('storybook-root');
    // The preview's theme root draws no box (display: contents): what it holds is what the story drew.
    const drawnByStory = Array.from(root?.children ?? []).flatMap((el) =>
      getComputedStyle(el).display === 'contents' ? Array.from(el.children) : [el],
    );
    for (const el of drawnByStory) rects.push(el.getBoundingClientRect());
    for (const el of Array.from(document.body.children)) {
      if (
        el === root ||
        el.id.startsWith('storybook-') ||
        el.matches('script, .sb-wrapper, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay')
      )
        continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      rects.push(el.getBoundingClientRect());
    }
    const drawn = rects.filter((r) => r.width > 0 && r.height > 0);
    const width = document.documentElement.clientWidth;
    const height = Math.max(document.documentElement.scrollHeight, window.innerHeight);
    if (drawn.length === 0) return { x: 0, y: 0, width, height: Math.min(height, 100) };
    const pad = 8;
    const x = Math.max(0, Math.floor(Math.min(...drawn.map((r) => r.left))) - pad);
    const y = Math.max(0, Math.floor(Math.min(...drawn.map((r) => r.top))) - pad);
    const right = Math.min(width, Math.ceil(Math.max(...drawn.map((r) => r.right))) + pad);
    const bottom = Math.min(height, Math.ceil(Math.max(...drawn.map((r) => r.bottom))) + pad);
    return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
  });
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview: page }) => {
    // The first picture (light, 1280 px) also tells whether the story fixes its theme or viewport.
    if (page.viewportSize()?.width !== 1280) await page.setViewportSize({ width: 1280, height: HEIGHT });
    const fixed = await showStory(page, story.id, 'light');
    const themes = fixed.theme ? [fixed.theme] : ['light', 'dark'];
    const fixedWidth = fixed.viewport?.value ? VIEWPORTS[fixed.viewport.value] : undefined;
    const widths = fixedWidth ? [fixedWidth] : widthsOf(story.importPath);
    let shown: string | undefined = `${fixed.theme ?? 'light'}-1280`;
    for (const width of widths) {
      for (const theme of themes) {
        if (shown !== `${theme}-${width}`) {
          if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
          await showStory(page, story.id, theme);
        }
        shown = undefined;
        const clip = await storyClip(page);
        await expectPicture(page, `${story.id}--${theme}-${width}.png`, `${story.id} in ${theme} at ${width} px`, { clip, fullPage: true });
      }
    }
  });
}

test('every baseline belongs to a story of the Storybook', () => {
  const ids = new Set(stories.map((s) => s.id));
  let files: string[] = [];
  try {
    files = readdirSync(path.join(import.meta.dirname, 'baselines'));
  } catch {
    // No baselines yet: every picture fails with "no baseline" instead.
  }
  const stale = files.filter((f) => {
    const match = /^(.+)--(light|dark)-(\d+)\.png$/.exec(f);
    return !match || !ids.has(match[1]);
  });
  expect(stale, 'baselines of stories that are gone: go run mage.go storybook:approve rewrites them all').toEqual([]);
});
