import { useCallback, useSyncExternalStore } from 'react';

/** The query parameter the integrations index filters by (`/integrations?category=parcel-carriers`). */
export const CATEGORY_PARAM = 'category';

/** Fired on window when this module changes the query with history.replaceState, which has no event of its own. */
const QUERY_CHANGED = 'fl:querychange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_CHANGED, onChange);
  };
}

const readCategory = () => new URLSearchParams(window.location.search).get(CATEGORY_PARAM);

// The server prerenders one page for every query: it and the hydrating render show all categories.
const serverCategory = () => null;

/** The URL of the current page with `?category=` set to `category`, or removed for null. */
export function urlWithCategory(href: string, category: string | null) {
  const url = new URL(href);
  if (category) url.searchParams.set(CATEGORY_PARAM, category);
  else url.searchParams.delete(CATEGORY_PARAM);
  return url.pathname + url.search + url.hash;
}

/**
 * The category in the page's `?category=`, and a setter that keeps the URL
 * in step with history.replaceState. Hydration renders with the server's
 * value (none), then React re-renders with the URL's, so the prerendered
 * HTML always matches the first client render; client-side navigations to
 * `?category=` render filtered at once.
 */
export function useCategoryParam(): [string | null, (category: string | null) => void] {
  const category = useSyncExternalStore(subscribe, readCategory, serverCategory);
  const setCategory = useCallback((next: string | null) => {
    window.history.replaceState(window.history.state, '', urlWithCategory(window.location.href, next));
    window.dispatchEvent(new Event(QUERY_CHANGED));
  }, []);
  return [category, setCategory];
}
