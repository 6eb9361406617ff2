import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type MutableRefObject,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useControllableState } from '../MegaDropdown/useControllableState';
import styles from './Drawer.module.css';
import { useModalEnvironment } from './useModalEnvironment';

interface DrawerContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  titleId: string;
  triggerRef: MutableRefObject<HTMLButtonElement | null>;
}

const DrawerContext = createContext<DrawerContextValue | null>(null);

function useDrawerContext(part: string) {
  const context = useContext(DrawerContext);
  if (!context) throw new Error(`<Drawer.${part}> must be used inside <Drawer.Root>.`);
  return context;
}

export interface DrawerRootProps {
  /** Controlled open state. */
  open?: boolean;
  /**
   * The initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the drawer opens or closes. */
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/** Holds the drawer's state; renders no element of its own. */
function Root({ open: openProp, defaultOpen = false, onOpenChange, children }: DrawerRootProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const value = useMemo(
    () => ({ open, setOpen, contentId: `${id}-content`, titleId: `${id}-title`, triggerRef }),
    [open, setOpen, id],
  );
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

export type DrawerTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** The button that opens and closes the drawer (aria-expanded, aria-controls while open). */
function Trigger({ onClick, children, ...rest }: DrawerTriggerProps) {
  const { open, setOpen, contentId, triggerRef } = useDrawerContext('Trigger');
  return (
    <button
      ref={triggerRef}
      type="button"
      data-part="trigger"
      data-state={open ? 'open' : 'closed'}
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      {...rest}
    >
      {children}
    </button>
  );
}

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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements that are not in a hidden or inert part. */
const focusablesIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));

/**
 * The drawer panel, in a portal on `<body>` while open: a modal dialog
 * labelled by `Drawer.Title`, with a backdrop. Focus is trapped inside, the
 * rest of the page is inert and does not scroll, Escape and a backdrop click
 * close it, and focus returns to the trigger.
 */
function Content({ side = 'left', initialFocusRef, backdropClassName, className, children, onKeyDown, ...rest }: DrawerContentProps) {
  const { open, setOpen, contentId, titleId, triggerRef } = useDrawerContext('Content');
  const portalRef = useRef<HTMLDivElement | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  if (open && !portalRef.current && typeof document !== 'undefined') {
    portalRef.current = document.createElement('div');
    portalRef.current.setAttribute('data-drawer-portal', '');
  }

  useLayoutEffect(() => {
    const portal = portalRef.current;
    if (!open || !portal) return;
    document.body.appendChild(portal);
    return () => portal.remove();
  }, [open]);

  useModalEnvironment(open, portalRef, triggerRef);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const target = initialFocusRef?.current ?? focusablesIn(dialog)[0] ?? dialog;
    target.focus();
  }, [open, initialFocusRef]);

  if (!open || !portalRef.current) return null;

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const all = focusablesIn(event.currentTarget);
    if (all.length === 0) {
      event.preventDefault();
      return;
    }
    const first = all[0];
    const last = all[all.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <>
      <div className={[styles.backdrop, backdropClassName].filter(Boolean).join(' ')} data-part="backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
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
        data-state="open"
        data-side={side}
        onKeyDown={onDialogKeyDown}
        {...rest}
      >
        {children}
      </div>
    </>,
    portalRef.current,
  );
}

export type DrawerTitleProps = HTMLAttributes<HTMLHeadingElement>;

/** The drawer's heading: its accessible name. Wrap it in VisuallyHidden to name without showing. */
function Title(props: DrawerTitleProps) {
  const { titleId } = useDrawerContext('Title');
  return <h2 id={titleId} data-part="title" {...props} />;
}

export type DrawerCloseProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A button that closes the drawer. */
function Close({ onClick, ...rest }: DrawerCloseProps) {
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

/** Reads the nearest drawer's state (for parts built on top of it). */
export function useDrawer() {
  const { open, setOpen } = useDrawerContext('useDrawer');
  return { open, setOpen };
}

/** A modal panel that slides in from an edge: Drawer.Root / Trigger / Content / Title / Close. */
export const Drawer = { Root, Trigger, Content, Title, Close };
