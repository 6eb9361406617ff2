/**
 * The measurement mode of scripts/search-latency.mjs: with `searchTiming` in
 * the page's query string, every search the page runs is timed with
 * performance.now(), and `window.__flSearchTiming` lets the script load the
 * index parts its queries need first and read the timings after. Without the
 * flag nothing is wrapped and nothing is exposed.
 */
import type { Search, SearchContext } from './types';

export interface SearchTimingHook {
  /** Milliseconds each search call took, in call order (warm-up calls excluded). */
  samples: number[];
  /** Runs each query once, untimed, one after the other: the shards and display chunks they need are then loaded. */
  warm: (queries: string[], context: SearchContext) => Promise<void>;
}

declare global {
  interface Window {
    __flSearchTiming?: SearchTimingHook;
  }
}

export const SEARCH_TIMING_PARAM = 'searchTiming';

/** The search, timed and exposed when the page was opened in measurement mode; else the search itself. */
export function withTiming(search: Search): Search {
  if (typeof window === 'undefined' || !new URLSearchParams(window.location.search).has(SEARCH_TIMING_PARAM)) return search;
  const samples: number[] = [];
  window.__flSearchTiming = {
    samples,
    warm: async (queries, context) => {
      for (const query of queries) await search(query, context);
    },
  };
  return async (query, context) => {
    // Start in a task of its own: the modal's re-render, which the same
    // keystroke queues as a microtask, would otherwise run between the
    // engine's awaits and count as search time.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const start = performance.now();
    const result = await search(query, context);
    samples.push(performance.now() - start);
    return result;
  };
}
