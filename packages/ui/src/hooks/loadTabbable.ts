import type { tabbable } from 'tabbable';

/** tabbable's function: the elements Tab reaches inside a root, in Tab order. */
export type Tabbable = typeof tabbable;

const importTabbable = () => import('./tabbable');

let importer: () => Promise<{ tabbable: Tabbable }> = importTabbable;
let loaded: Tabbable | undefined;
let loading: Promise<Tabbable> | undefined;

/**
 * Loads tabbable once for every modal. It is a chunk of its own rather than
 * part of the page: a site's navbar (and with it the drawer) is in its
 * first-load JS, but Tab stops are needed only once a modal opens. A failed
 * load is tried again on the next call.
 */
export function loadTabbable(): Promise<Tabbable> {
  loading ??= importer().then(
    (module) => {
      loaded = module.tabbable;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const ignore = () => {};

/** tabbable when it has loaded; otherwise undefined, and loading starts. */
export function tabbableNow(): Tabbable | undefined {
  if (!loaded) loadTabbable().catch(ignore);
  return loaded;
}

/**
 * Starts loading tabbable when the browser is next idle (after a moment where
 * it cannot say), so that it is there before a modal opens. Returns a cancel.
 */
export function loadTabbableWhenIdle(): () => void {
  if (loaded || loading) return ignore;
  const start = () => loadTabbable().catch(ignore);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(start, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 200);
  return () => clearTimeout(id);
}

/**
 * For tests only: forgets the loaded tabbable, as on a page that has not
 * fetched it yet, and loads it through `next` from now on (a promise the test
 * settles stands for the network).
 */
export function resetTabbableLoader(next: () => Promise<{ tabbable: Tabbable }> = importTabbable) {
  importer = next;
  loaded = undefined;
  loading = undefined;
}
