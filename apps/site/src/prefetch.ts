import { dataUrl, type PageData } from './data';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether the connection allows prefetching: not on 2g, not with data saver on. */
export function canPrefetch(connection: NetworkInformation | undefined = (navigator as Navigator & { connection?: NetworkInformation }).connection): boolean {
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
      return (await response.json()) as PageData;
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

const prefetched = new Set<string>();

/**
 * Prefetches a route's data and its page chunk, once per route, when the
 * connection allows it. `loadChunk` loads the code of a page kind.
 */
export function prefetchRoute(baseUrl: string, path: string, loadChunk: (kind: string) => Promise<unknown>) {
  if (prefetched.has(path) || !canPrefetch()) return;
  prefetched.add(path);
  fetchPageData(baseUrl, path)
    .then((page) => (page ? loadChunk(page.kind) : undefined))
    .catch(() => prefetched.delete(path));
}

/** Test helper: forget everything prefetched. */
export function resetPrefetch() {
  prefetched.clear();
  pageData.clear();
}
