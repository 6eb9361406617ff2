/**
 * Code a page needs only after the reader does something (open a modal):
 * loaded with `import()` so that it is a chunk of its own, once for every
 * caller, early when the browser is idle and at once when it is needed.
 */
export interface LazyModule<T> {
  /** Loads it (once; a failed load is tried again on the next call). */
  load(): Promise<T>;
  /** What has loaded, or undefined; starts nothing. */
  loaded(): T | undefined;
  /** Calls `listener` whenever what has loaded changes (its arrival, a test's reset). Returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Starts loading when the browser is next idle (or after 200 ms where it
   * cannot say), unless it has loaded or is loading. Returns a cancel.
   */
  loadWhenIdle(): () => void;
  /**
   * For tests only: forgets what has loaded, as on a page that has not
   * fetched it yet, and loads through `next` from now on (a promise the test
   * settles stands for the network); without `next`, through the real import.
   */
  reset(next?: () => Promise<T>): void;
}

const ignore = () => {};

/** A LazyModule of what `importer` (an `import()` and what to take from it) gives. */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let load = importer;
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const module: LazyModule<T> = {
    load() {
      loading ??= load().then(
        (arrived) => {
          value = arrived;
          changed();
          return arrived;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadWhenIdle() {
      if (value !== undefined || loading) return ignore;
      const start = () => module.load().catch(ignore);
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(start, { timeout: 2000 });
        return () => cancelIdleCallback(id);
      }
      const id = setTimeout(start, 200);
      return () => clearTimeout(id);
    },
    reset(next = importer) {
      load = next;
      value = undefined;
      loading = undefined;
      changed();
    },
  };
  return module;
}
