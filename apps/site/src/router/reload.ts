/** The sessionStorage key that remembers the URL a failed navigation reloaded. */
export const RELOAD_KEY = 'fl-reloaded-for';

/**
 * A route that fails to load during a navigation (a chunk deployed away, a
 * network error) is loaded by the browser instead, once per URL. Returns
 * false, without reloading, when that already happened for `href`: the
 * failure then shows in the page, with Retry, instead of reloading in a loop.
 */
export function reloadOnce(href: string, error: unknown): boolean {
  let reloadedFor: string | null = null;
  try {
    reloadedFor = sessionStorage.getItem(RELOAD_KEY);
  } catch {
    // No storage: nothing can remember the reload, so none happens.
  }
  if (reloadedFor === href) {
    console.warn(`Loading ${href} failed again after a reload of the whole page.`, error);
    return false;
  }
  console.warn(`Loading ${href} failed; loading the whole page instead.`, error);
  try {
    sessionStorage.setItem(RELOAD_KEY, href);
  } catch {
    return false;
  }
  window.location.assign(href);
  return true;
}

/** A page that rendered: a later failure of the same URL may reload again. */
export function forgetReload() {
  try {
    sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    // No storage, nothing remembered.
  }
}
