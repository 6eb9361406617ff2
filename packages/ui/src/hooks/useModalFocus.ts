import { useEffect, useLayoutEffect, type RefObject } from 'react';

const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While `open`: everything else in <body> is inert, the page does not scroll,
 * and Tab cycles inside `root`. On close, focus returns to where it was.
 */
export function useModalFocus(root: RefObject<HTMLElement | null>, open: boolean) {
  useIsoLayoutEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const others = [...document.body.children].filter(
      (child) => child !== element && !child.contains(element) && !child.hasAttribute('inert'),
    );
    for (const child of others) child.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'));
      if (!focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);

    return () => {
      element.removeEventListener('keydown', onKeyDown);
      for (const child of others) child.removeAttribute('inert');
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open, root]);
}
