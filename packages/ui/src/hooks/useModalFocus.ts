import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { tabbable } from 'tabbable';

const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The elements Tab reaches inside `root`, in Tab order: tabbable's rules
 * (visible, enabled, not inert, not in a closed `<details>`, radio groups as
 * one stop, positive `tabindex` first), the same for every modal.
 */
export const tabbableIn = (root: HTMLElement): HTMLElement[] => tabbable(root) as HTMLElement[];

/** Whether `node` is `other` or comes before it in the document (an ancestor counts as before). */
const atOrBefore = (node: Node, other: Node) =>
  node === other || !!(other.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING);
/** Whether `node` is `other` or comes after it in the document. */
const atOrAfter = (node: Node, other: Node) => node === other || !!(other.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * Makes `root` modal while `active`: every other child of `<body>` is inert
 * (no pointer, no focus, hidden from assistive technology), the page does not
 * scroll (the scrollbar's width goes to the body's padding, so nothing moves),
 * and Tab and Shift+Tab wrap around `root`'s tabbable elements. When it ends,
 * focus goes back to `returnFocus`, or else to what had it before.
 *
 * The Drawer and the SearchModal both use it; each moves focus in on open
 * itself (the first tabbable element via `tabbableIn`, or its input).
 */
export function useModalFocus(root: RefObject<HTMLElement | null>, active: boolean, returnFocus?: RefObject<HTMLElement | null>) {
  useIsoLayoutEffect(() => {
    const element = root.current;
    if (!active || !element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const madeInert = [...document.body.children].filter(
      (child) => !child.contains(element) && !child.hasAttribute('inert') && child.tagName !== 'SCRIPT',
    );
    for (const child of madeInert) child.setAttribute('inert', '');

    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const all = tabbableIn(element);
      const focused = document.activeElement;
      if (all.length === 0 || !focused) {
        event.preventDefault();
        return;
      }
      const first = all[0];
      const last = all[all.length - 1];
      if (event.shiftKey && atOrBefore(focused, first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && atOrAfter(focused, last)) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);

    return () => {
      element.removeEventListener('keydown', onKeyDown);
      for (const child of madeInert) child.removeAttribute('inert');
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
      const target = returnFocus?.current ?? previous;
      if (target?.isConnected) target.focus();
    };
  }, [active, root, returnFocus]);
}
