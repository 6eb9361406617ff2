import { useSyncExternalStore } from 'react';

/** The narrowest desktop width: mobile is <= 996 px, desktop >= 997 px (same line as the CSS). */
export const DESKTOP_MIN_WIDTH_PX = 997;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

/** "ssr" on the server and while hydrating, so server HTML never mismatches. */
export type Breakpoint = 'ssr' | 'mobile' | 'desktop';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DESKTOP_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const getSnapshot = (): Breakpoint =>
  typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_MEDIA_QUERY).matches ? 'desktop' : 'mobile';

const getServerSnapshot = (): Breakpoint => 'ssr';

/** Which side of the 996/997 px line the window is on, updated live. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
