import type { tabbable } from 'tabbable';
import { lazyModule } from './lazyModule';

/** tabbable's function: the elements Tab reaches inside a root, in Tab order. */
export type Tabbable = typeof tabbable;

const importTabbable = () => import('./tabbable');

/**
 * tabbable, once for every modal. It is a chunk of its own rather than part
 * of the page: a site's navbar (and with it the drawer) is in its first-load
 * JS, but Tab stops are needed only once a modal opens. Measured in the
 * site's build: the chunk is 5.1 kB (2.1 kB gzip), which every page's
 * first-load JS would otherwise carry; moving it out took the home page from
 * 99.6 to 98.2 kB gzip and the docs page from 98.8 to 97.5.
 */
const tabbableModule = lazyModule<{ tabbable: Tabbable }>(importTabbable);

const ignore = () => {};

/** Loads tabbable; a failed load is tried again on the next call. */
export function loadTabbable(): Promise<Tabbable> {
  return tabbableModule.load().then((module) => module.tabbable);
}

/** tabbable when it has loaded; otherwise undefined, and loading starts. */
export function tabbableNow(): Tabbable | undefined {
  const loaded = tabbableModule.loaded();
  if (!loaded) tabbableModule.load().catch(ignore);
  return loaded?.tabbable;
}

/**
 * Starts loading tabbable when the browser is next idle (after a moment where
 * it cannot say), so that it is there before a modal opens. Returns a cancel.
 */
export function loadTabbableWhenIdle(): () => void {
  return tabbableModule.loadWhenIdle();
}

/**
 * For tests only: forgets the loaded tabbable, as on a page that has not
 * fetched it yet, and loads it through `next` from now on (a promise the test
 * settles stands for the network).
 */
export function resetTabbableLoader(next: () => Promise<{ tabbable: Tabbable }> = importTabbable) {
  tabbableModule.reset(next);
}
