import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusFirstTabStop, useModalFocus } from '../hooks/useModalFocus';
import styles from './Drawer.module.css';
import { useDrawerContext } from './DrawerRoot';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

// The drawer's panel and the parts inside it: what exists only once the
// drawer opens, in a module of its own (DrawerRoot.tsx holds the state).

/**
 * How long the drawer takes to slide out after it closes; Drawer.module.css
 * animates for the same time. With reduced motion it unmounts at once.
 */
export const DRAWER_CLOSE_DURATION_MS = 200;

export interface DrawerContentProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The edge the drawer slides in from.
   * @default "left"
   */
  side?: 'left' | 'right';
  /** The element to focus on open; by default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Class name of the backdrop behind the drawer. */
  backdropClassName?: string;
}

/**
 * Keeps the panel mounted while it slides out: true from opening until
 * DRAWER_CLOSE_DURATION_MS after closing (at once with reduced motion).
 * Opening again while it slides out cancels the unmount.
 */
function useMountedWhileClosing(open: boolean) {
  const reducedMotion = usePrefersReducedMotion();
  const [mounted, setMounted] = useState(open);
  // Adjusting state during render, so the first open frame and a reduced-motion close need no extra commit.
  if (open && !mounted) setMounted(true);
  if (!open && mounted && reducedMotion) setMounted(false);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), DRAWER_CLOSE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);
  return mounted;
}

/**
 * The drawer panel, in a portal on `<body>` while open: a modal dialog
 * labelled by `Drawer.Title`, with a backdrop. Focus is trapped inside, the
 * rest of the page is inert and does not scroll, Escape and a backdrop click
 * close it. On close it slides out (`data-state="closed"`, inert and hidden
 * from assistive technology), then unmounts and focus returns to the trigger.
 *
 * **When to use** Inside `Drawer.Root`, holding everything the open drawer
 * shows.
 *
 * **Parts** The backdrop and the panel (rendered in a portal at the end of
 * `<body>`), sliding in from `side`.
 *
 * **Accessibility** The dialog element: focus goes to `initialFocusRef` or the
 * first focusable element, Tab and Shift+Tab cycle inside, Escape closes.
 * While it slides out it is `inert`.
 */
export function DrawerContent({
  side = 'left',
  initialFocusRef,
  backdropClassName,
  className,
  children,
  onKeyDown,
  ...rest
}: DrawerContentProps) {
  const { open, setOpen, contentId, titleId, triggerRef } = useDrawerContext('Content');
  const mounted = useMountedWhileClosing(open);
  const closing = mounted && !open;
  const portalRef = useRef<HTMLDivElement | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  if (mounted && !portalRef.current && typeof document !== 'undefined') {
    portalRef.current = document.createElement('div');
    portalRef.current.setAttribute('data-drawer-portal', '');
  }

  useLayoutEffect(() => {
    const portal = portalRef.current;
    if (!mounted || !portal) return;
    document.body.appendChild(portal);
    return () => portal.remove();
  }, [mounted]);

  // The page stays inert until the panel has gone, and focus returns only then.
  useModalFocus(portalRef, mounted, triggerRef);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (initialFocusRef?.current) initialFocusRef.current.focus();
    else focusFirstTabStop(dialog);
  }, [open, initialFocusRef]);

  if (!mounted || !portalRef.current) return null;

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const state = closing ? 'closed' : 'open';
  const panel = (
    <>
      <div
        className={[styles.backdrop, backdropClassName].filter(Boolean).join(' ')}
        data-part="backdrop"
        data-state={state}
        aria-hidden="true"
        onClick={() => setOpen(false)}
      />
      <div
        ref={dialogRef}
        id={contentId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.content, className].filter(Boolean).join(' ')}
        data-component="Drawer"
        data-part="content"
        data-state={state}
        data-side={side}
        onKeyDown={onDialogKeyDown}
        {...rest}
        inert={closing || undefined}
        aria-hidden={closing || undefined}
      >
        {children}
      </div>
    </>
  );
  // A fragment around the portal: react-docgen (the Docs page's props table) sees a component returning JSX.
  return <>{createPortal(panel, portalRef.current)}</>;
}

export type DrawerTitleProps = HTMLAttributes<HTMLHeadingElement>;

/**
 * The drawer's heading: its accessible name. Wrap it in VisuallyHidden to name
 * without showing.
 *
 * **When to use** Once in every `Drawer.Content`; wrap it in `VisuallyHidden`
 * when the panel shows no heading.
 *
 * **Parts** An `<h2>` with the id the dialog is labelled by.
 *
 * **Accessibility** Its text is the dialog's accessible name, read when focus
 * enters.
 */
export function DrawerTitle(props: DrawerTitleProps) {
  const { titleId } = useDrawerContext('Title');
  return <h2 id={titleId} data-part="title" {...props} />;
}

export type DrawerCloseProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A button that closes the drawer.
 *
 * **When to use** Inside `Drawer.Content`, usually at its top corner.
 *
 * **Parts** A `<button>` with your content.
 *
 * **Accessibility** A real button: give it a name ("Close navigation bar")
 * when it shows only an icon; closing returns focus to the trigger.
 */
export function DrawerClose({ onClick, ...rest }: DrawerCloseProps) {
  const { setOpen } = useDrawerContext('Close');
  return (
    <button
      type="button"
      data-part="close"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
      {...rest}
    />
  );
}
