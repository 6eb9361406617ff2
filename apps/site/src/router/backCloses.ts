import { useEffect, useRef } from 'react';

/**
 * The key of the history entry an open overlay (the mobile drawer) pushes;
 * its value is that opening's token.
 */
export const OVERLAY_HISTORY_MARKER = '__flOverlay';

/** Whether a `history.state` is the entry an open overlay pushed. */
export function isOverlayHistoryEntry(state: unknown): state is Record<string, unknown> & { [OVERLAY_HISTORY_MARKER]: string } {
  return typeof state === 'object' && state !== null && typeof (state as Record<string, unknown>)[OVERLAY_HISTORY_MARKER] === 'string';
}

/**
 * While `open`, the browser's Back calls `close` instead of leaving the page:
 * an extra history entry (same URL, marked) is pushed on open, and Back pops
 * it. When the overlay closes another way, that entry is popped again unless
 * a navigation has taken it over (`takeOverOverlayEntry`).
 */
export function useBackCloses(open: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    const token = Math.random().toString(36).slice(2);
    const base = window.history.state && typeof window.history.state === 'object' ? window.history.state : {};
    window.history.pushState({ ...base, [OVERLAY_HISTORY_MARKER]: token }, '', window.location.href);
    let popped = false;
    const onPopState = (event: PopStateEvent) => {
      if ((event.state as Record<string, unknown> | null)?.[OVERLAY_HISTORY_MARKER] === token) return;
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!popped && (window.history.state as Record<string, unknown> | null)?.[OVERLAY_HISTORY_MARKER] === token) window.history.back();
    };
  }, [open]);
}

/**
 * Whether the current history entry is an open overlay's; if so, unmarks it
 * so the overlay, when it closes, pops nothing.
 *
 * A link followed from inside the drawer closes it at once, but the router
 * adds the new entry only when the new page is in: the drawer's history.back()
 * would then undo the navigation. So a navigation that starts on the
 * overlay's entry takes it over: the marker goes at once and the new route
 * replaces the entry.
 */
export function takeOverOverlayEntry(): boolean {
  const state: unknown = window.history.state;
  if (!isOverlayHistoryEntry(state)) return false;
  const { [OVERLAY_HISTORY_MARKER]: _marker, ...rest } = state;
  window.history.replaceState(rest, '');
  return true;
}
