import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { loadTabbable, loadTabbableWhenIdle, tabbableNow } from './loadTabbable';

const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Whether `node` is `other` or comes before it in the document (an ancestor counts as before). */
const atOrBefore = (node: Node, other: Node) =>
  node === other || !!(other.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING);
/** Whether `node` is `other` or comes after it in the document. */
const atOrAfter = (node: Node, other: Node) => node === other || !!(other.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * Calls `use` with the elements Tab reaches inside `root`, in Tab order:
 * tabbable's rules (visible, enabled, not inert, not in a closed `<details>`,
 * radio groups as one stop, positive `tabindex` first), the same for every
 * modal. At once when tabbable has loaded (the page loads it when idle),
 * else when it arrives, if `root` is still in the document. Returns a cancel.
 */
export function withTabStops(root: HTMLElement, use: (stops: HTMLElement[]) => void): () => void {
  const tabbable = tabbableNow();
  if (tabbable) {
    use(tabbable(root) as HTMLElement[]);
    return () => {};
  }
  let cancelled = false;
  loadTabbable().then(
    (arrived) => {
      if (!cancelled && root.isConnected) use(arrived(root) as HTMLElement[]);
    },
    () => {},
  );
  return () => {
    cancelled = true;
  };
}

/**
 * Focuses `root`'s first Tab stop (`root` itself when it has none). Until
 * tabbable has arrived `root` holds focus, and the first stop takes it on
 * arrival unless focus has moved on meanwhile. Returns a cancel.
 */
export function focusFirstTabStop(root: HTMLElement): () => void {
  let waiting = false;
  const cancel = withTabStops(root, (stops) => {
    if (!waiting || document.activeElement === root) (stops[0] ?? root).focus();
  });
  waiting = true;
  if (document.activeElement !== root && !root.contains(document.activeElement)) root.focus();
  return cancel;
}

/** Moves focus one Tab stop on from the focused element (back with Shift), wrapping, as Tab does inside a modal. */
function stepFocus(stops: HTMLElement[], back: boolean) {
  if (stops.length === 0) return;
  const focused = document.activeElement;
  const at = stops.indexOf(focused as HTMLElement);
  let next: HTMLElement | undefined;
  if (at >= 0) next = stops[(at + (back ? stops.length - 1 : 1)) % stops.length];
  else if (focused && back) next = stops.filter((stop) => atOrBefore(stop, focused)).pop();
  else if (focused) next = stops.find((stop) => atOrAfter(stop, focused));
  (next ?? (back ? stops[stops.length - 1] : stops[0])).focus();
}

/**
 * Makes `root` modal while `active`: every other child of `<body>` is inert
 * (no pointer, no focus, hidden from assistive technology), the page does not
 * scroll (the scrollbar's width goes to the body's padding, so nothing moves),
 * and Tab and Shift+Tab wrap around `root`'s Tab stops (`withTabStops`). When
 * it ends, focus goes back to `returnFocus`, or else to what had it before.
 *
 * The Drawer and the SearchModal both use it; each moves focus in on open
 * itself (`focusFirstTabStop`, or its input). A mounted modal loads tabbable
 * when the page is idle; a Tab pressed before it has arrived moves focus as
 * soon as it has, and never leaves the modal meanwhile.
 */
export function useModalFocus(root: RefObject<HTMLElement | null>, active: boolean, returnFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => loadTabbableWhenIdle(), []);

  useIsoLayoutEffect(() => {
    const element = root.current;
    if (!active || !element) return;
    // Tab stops are needed from now on, if the idle load has not brought them yet.
    loadTabbable().catch(() => {});
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const madeInert = [...document.body.children].filter(
      (child) => !child.contains(element) && !child.hasAttribute('inert') && child.tagName !== 'SCRIPT',
    );
    for (const child of madeInert) child.setAttribute('inert', '');

    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;

    const waitingTabs = new Set<() => void>();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const tabbable = tabbableNow();
      if (!tabbable) {
        event.preventDefault();
        const cancel = withTabStops(element, (stops) => {
          waitingTabs.delete(cancel);
          stepFocus(stops, event.shiftKey);
        });
        waitingTabs.add(cancel);
        return;
      }
      const all = tabbable(element) as HTMLElement[];
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
      for (const cancel of waitingTabs) cancel();
      for (const child of madeInert) child.removeAttribute('inert');
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
      const target = returnFocus?.current ?? previous;
      if (target?.isConnected) target.focus();
    };
  }, [active, root, returnFocus]);
}
