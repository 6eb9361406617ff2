import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { tabbable } from 'tabbable';

const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Whether `node` is `other` or comes before it in the document (an ancestor counts as before). */
const atOrBefore = (node: Node, other: Node) =>
  node === other || !!(other.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING);
/** Whether `node` is `other` or comes after it in the document. */
const atOrAfter = (node: Node, other: Node) => node === other || !!(other.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * The elements Tab reaches inside `root`, in Tab order: tabbable's rules
 * (visible, enabled, not inert, not in a closed `<details>`, radio groups as
 * one stop, positive `tabindex` first), the same for every modal.
 *
 * tabbable is a static import: both modals that use it (the drawer's panel
 * and the search modal) are chunks the site loads apart from its first-load
 * JS, so it comes with them. As a chunk of its own behind a loader, measured
 * in the site's build on 2026-11-29 against this, it took nothing off any
 * page's first load (it added 33-42 B gzip: home 97,915 B against 97,879,
 * docs page 97,709 against 97,674) and cost an opened modal a second request
 * and 495 B gzip more (1,043 + 2,060 B against 2,608); the UI package's sets
 * lose 358 B (chrome) and 1,154 B (search modal) without it.
 */
const tabStops = (root: HTMLElement) => tabbable(root) as HTMLElement[];

/** Focuses `root`'s first Tab stop (`root` itself when it has none). */
export function focusFirstTabStop(root: HTMLElement) {
  (tabStops(root)[0] ?? root).focus();
}

/**
 * Makes `root` modal while `active`: every other child of `<body>` is inert
 * (no pointer, no focus, hidden from assistive technology), the page does not
 * scroll (the scrollbar's width goes to the body's padding, so nothing moves),
 * and Tab and Shift+Tab wrap around `root`'s Tab stops (`tabStops`). When
 * it ends, focus goes back to `returnFocus`, or else to what had it before.
 *
 * The Drawer and the SearchModal both use it; each moves focus in on open
 * itself (`focusFirstTabStop`, or its input).
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
      const all = tabStops(element);
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
