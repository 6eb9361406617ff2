import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on a console error or warning (React reports hydration
 * mismatches there). A test that expects one, like the 404 status of the
 * page it opens, declares it with `allowConsole(pattern)`.
 */
export const test = base.extend<{ allowConsole: (pattern: RegExp) => void }>({
  allowConsole: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = `${message.type()}: ${message.text()}`;
        if ((message.type() === 'error' || message.type() === 'warning') && !allowed.some((p) => p.test(text))) {
          problems.push(text);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the client router handles the page's links: the page is
 * hydrated and its effects ran (the App marks <html data-router-ready>).
 */
export async function waitForRouter(page: Page) {
  await page.locator('html[data-router-ready]').waitFor({ state: 'attached' });
}

/** Opens a page and waits for its client router. */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForRouter(page);
  return response;
}

export interface HeldRequests {
  /** Resolves when the first matching request arrives. */
  firstRequest: Promise<void>;
  /** Lets every held request (and every later one) through to the server. */
  release: () => void;
  /** How many matching requests the page made. */
  count: () => number;
}

/**
 * Holds every request matching `url` until release(): how a test makes a
 * route's data or code slow for exactly as long as it wants.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const firstRequest = new Promise<void>((resolve) => (arrived = resolve));
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    arrived();
    await released;
    // The page may have gone (a reload, the test's end) while the request was held.
    await route.continue().catch(() => undefined);
  });
  return { firstRequest, release, count: () => count };
}

/** The paths (with query) of the requests the page makes from now on whose path matches `pattern`. */
export function recordRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (pattern.test(url.pathname)) seen.push(url.pathname + url.search);
  });
  return seen;
}

/** How one element's box moved in a layout shift, in CSS pixels. */
export interface BoxMove {
  dx: number;
  dy: number;
  dWidth: number;
  dHeight: number;
}

/** A layout shift as CLS counts it, with how each element it names moved. */
export interface LayoutShift {
  value: number;
  moves: BoxMove[];
}

/** The layout shifts the page has had so far (the buffered entries included), without those right after user input, as CLS counts them. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        type Entry = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const shifts: LayoutShift[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Entry[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              moves: entry.sources.map(({ previousRect: was, currentRect: is }) => ({
                dx: is.x - was.x,
                dy: is.y - was.y,
                dWidth: is.width - was.width,
                dHeight: is.height - was.height,
              })),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, a task later.
        setTimeout(() => resolve(shifts), 300);
      }),
  );
}

/** The page's cumulative layout shift so far. */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);
}

/**
 * Holds the site's font until release(), and opens `url` without waiting for
 * the load event (which waits for the preloaded font): the page stays in its
 * fallback face for as long as the test wants.
 */
export async function openPageWithFontHeld(page: Page, url: string): Promise<HeldRequests> {
  const font = await holdRequests(page, /\.woff2$/);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForRouter(page);
  return font;
}

/** The main heading's text. */
export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });
