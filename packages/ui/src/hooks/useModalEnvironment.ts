import { useLayoutEffect, type RefObject } from 'react';

/**
 * While `active`: everything on `<body>` except `keep` is inert (no pointer,
 * no focus, hidden from assistive technology), the page does not scroll, and
 * afterwards focus goes back to `returnFocus` (or to what had it before).
 */
export function useModalEnvironment(active: boolean, keep: RefObject<HTMLElement | null>, returnFocus?: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    if (!active) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const madeInert: Element[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child === keep.current || child.hasAttribute('inert') || child.tagName === 'SCRIPT') continue;
      child.setAttribute('inert', '');
      madeInert.push(child);
    }
    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    // Keep the layout from jumping when the scrollbar disappears.
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
      const target = returnFocus?.current ?? previouslyFocused;
      if (target?.isConnected) target.focus();
    };
  }, [active, keep, returnFocus]);
}
