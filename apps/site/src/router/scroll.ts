// Below the sticky navbar, as the stylesheet's :target rule places anchors
// (navbar height + --fl-space-2), for targets that rule does not reach.
export const ANCHOR_GAP_PX = 8;

/** Scrolls an anchor's target to just below the sticky navbar, or to the top of the page when there is no target. */
export function scrollToHashOrTop(hash: string) {
  const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (!target) {
    window.scrollTo(0, 0);
    return;
  }
  const navbarHeight = document.querySelector('[data-component="Navbar"]')?.getBoundingClientRect().height ?? 0;
  const offset = parseFloat(getComputedStyle(target).scrollMarginTop) || navbarHeight + ANCHOR_GAP_PX;
  window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - offset);
}

/** The scroll position kept in a history entry, so Back returns to where the reader was. */
interface HistoryScroll {
  scrollY?: number;
}

/** Keeps the current scroll in the current history entry (before a new entry is pushed). */
export function rememberScroll() {
  const state = (window.history.state ?? {}) as HistoryScroll;
  window.history.replaceState({ ...state, scrollY: window.scrollY }, '');
}

/** After Back or Forward: the scroll the entry kept, else its anchor or the top. */
export function restoreScroll(hash: string) {
  const { scrollY } = (window.history.state ?? {}) as HistoryScroll;
  if (typeof scrollY === 'number') window.scrollTo(0, scrollY);
  else scrollToHashOrTop(hash);
}

/**
 * After a client navigation to another page: focus goes to the new page's
 * heading (or its main element), where a reader of a server-rendered page
 * would start, without moving the scroll the navigation set; and the polite
 * live region says the page's title.
 */
export function announceNewPage(setAnnouncement: (text: string) => void) {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (target) {
    if (target !== main && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
  setAnnouncement(document.title);
}
