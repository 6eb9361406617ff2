import { useEffect, useRef } from 'react';

/**
 * The key of the history entry the open drawer pushes (its value is that
 * opening's token). A router that replaces the entry on a navigation
 * removes the key first, so the drawer, when it closes, does not pop an
 * entry that is no longer its own.
 */
export const DRAWER_HISTORY_MARKER = '__flDrawer';

/** Whether a `history.state` is the entry an open drawer pushed. */
export function isDrawerHistoryEntry(state: unknown): state is Record<string, unknown> & { [DRAWER_HISTORY_MARKER]: string } {
  return typeof state === 'object' && state !== null && typeof (state as Record<string, unknown>)[DRAWER_HISTORY_MARKER] === 'string';
}

/**
 * While `open`, the browser's Back closes the drawer instead of leaving the
 * page: an extra history entry (same URL) is pushed on open, and Back pops
 * it. When the drawer closes another way, that entry is popped again unless
 * a navigation has already replaced it.
 */
export function useCloseOnHistoryBack(open: boolean, close: () => void, enabled = true) {
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open || !enabled) return;
    const token = Math.random().toString(36).slice(2);
    const base = window.history.state && typeof window.history.state === 'object' ? window.history.state : {};
    window.history.pushState({ ...base, [DRAWER_HISTORY_MARKER]: token }, '', window.location.href);
    let popped = false;
    const onPopState = (event: PopStateEvent) => {
      if ((event.state as Record<string, unknown> | null)?.[DRAWER_HISTORY_MARKER] === token) return;
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!popped && (window.history.state as Record<string, unknown> | null)?.[DRAWER_HISTORY_MARKER] === token) window.history.back();
    };
  }, [open, enabled]);
}
