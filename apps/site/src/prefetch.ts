import { dataUrl, readPageFile, type PageData } from './data';
import type { RouteChunks } from './routeChunks';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether the connection allows prefetching: not on 2g, not with data saver on. */
export function canPrefetch(
  connection: NetworkInformation | undefined = (navigator as Navigator & { connection?: NetworkInformation }).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

const pageData = new Map<string, Promise<PageData | null>>();

/**
 * Fetches a route's data once and keeps the answer: navigation and
 * prefetching share it. A route without data (unknown path) gives null; a
 * failed request is forgotten so a retry fetches again.
 */
export function fetchPageData(baseUrl: string, path: string): Promise<PageData | null> {
  let pending = pageData.get(path);
  if (!pending) {
    pending = fetch(dataUrl(baseUrl, path)).then(async (response) => {
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Loading ${path} failed: HTTP ${response.status}`);
      return readPageFile(await response.text()).page;
    });
    pending.catch(() => pageData.delete(path));
    pageData.set(path, pending);
  }
  return pending;
}

/**
 * Keeps a route's data that came another way (the prerendered page embeds
 * its own): prefetching the current page's link then costs no request.
 */
export function keepPageData(page: PageData) {
  pageData.set(page.path, Promise.resolve(page));
}

/** Forgets fetched page data: one route's (a page that crashed, retried), or all (the dev server's content refresh). */
export function forgetPageData(path?: string) {
  if (path === undefined) pageData.clear();
  else pageData.delete(path);
}

/**
 * Why a route is prefetched: its link became `visible` (the page may still be
 * loading: wait until it is idle, fetch its code without running it), or the
 * reader's `pointer` is on it (hover or touch: load its code now, a click is
 * likely).
 */
export type PrefetchReason = 'visible' | 'pointer';

/** What prefetching needs from the App: the base URL, each kind's code files, how to load a kind's code. */
export interface PrefetchOptions {
  baseUrl: string;
  /** Each page kind's code files (routeChunks.ts); null where there are none (the dev server): visible links then fetch only data. */
  chunks: RouteChunks | null;
  /** Loads (and runs) the code of a page kind. */
  loadChunk: (kind: string) => Promise<unknown>;
}

const prefetched = new Set<string>();
const preloaded = new Set<string>();
const fetchedFiles = new Set<string>();
let idleJobs: (() => void)[] = [];
let idleScheduled = false;

/** How long a visible link's prefetch waits for an idle moment at most, after the page has loaded. */
export const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), the wait after the page has loaded, and between slices. */
export const IDLE_FALLBACK_MS = 300;
/**
 * The most time one slice of prefetch jobs takes (at least one job runs).
 * Starting a request costs a few milliseconds here, and four times that on a
 * slow phone: a slice stays well under the 50 ms of a long task that would
 * delay the reader's first tap, however many links a page shows.
 */
export const IDLE_SLICE_MS = 4;

/**
 * Runs a prefetch job once the page has loaded and the main thread is idle,
 * in slices of at most IDLE_SLICE_MS, each in its own idle moment.
 */
function runWhenIdle(job: () => void) {
  idleJobs.push(job);
  scheduleIdleSlice();
}

function scheduleIdleSlice() {
  if (idleScheduled || idleJobs.length === 0) return;
  idleScheduled = true;
  const slice = () => {
    idleScheduled = false;
    const end = performance.now() + IDLE_SLICE_MS;
    do idleJobs.shift()?.();
    while (idleJobs.length > 0 && performance.now() < end);
    scheduleIdleSlice();
  };
  const whenLoaded = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(slice, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(slice, IDLE_FALLBACK_MS);
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}

/**
 * Whether the page has the file already: linked by its HTML (its own chunk,
 * its stylesheets), or loaded since (the chunks its code imported, whose
 * links Vite writes with absolute URLs).
 */
function pageHasFile(href: string) {
  if (document.querySelector(`link[href="${href}"], script[src="${href}"]`)) return true;
  return (
    typeof performance.getEntriesByName === 'function' &&
    performance.getEntriesByName(new URL(href, document.baseURI).href, 'resource').length > 0
  );
}

/**
 * Fetches a file into the HTTP cache without running or applying it
 * (`<link rel="prefetch">`), once, unless the page has it already.
 */
function prefetchFile(href: string) {
  if (fetchedFiles.has(href) || pageHasFile(href)) return;
  fetchedFiles.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  // Module scripts are fetched in CORS mode: the same mode lets import() use the cached copy.
  if (href.endsWith('.js')) link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * Prefetches a route once per reason, when the connection allows it: its
 * data, and its page kind's code. A `visible` link waits until the page is
 * idle and only fetches the code files, a few at a time; a `pointer` on a
 * link loads the code at once, as navigation will.
 */
export function prefetchRoute(path: string, reason: PrefetchReason, { baseUrl, chunks, loadChunk }: PrefetchOptions) {
  if (!canPrefetch()) return;
  if (reason === 'pointer') {
    if (preloaded.has(path)) return;
    preloaded.add(path);
    fetchPageData(baseUrl, path)
      .then((page) => (page ? loadChunk(page.kind) : undefined))
      .catch(() => preloaded.delete(path));
    return;
  }
  if (prefetched.has(path)) return;
  prefetched.add(path);
  runWhenIdle(() => {
    fetchPageData(baseUrl, path)
      .then((page) => {
        for (const href of (page && chunks?.[page.kind]) || []) runWhenIdle(() => prefetchFile(href));
      })
      .catch(() => prefetched.delete(path));
  });
}

/** Test helper: forget everything prefetched, and prefetches still waiting. */
export function resetPrefetch() {
  prefetched.clear();
  preloaded.clear();
  fetchedFiles.clear();
  idleJobs = [];
  idleScheduled = false;
  pageData.clear();
}
