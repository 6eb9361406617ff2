import { createContext, useContext, useId, useMemo, useRef, type ButtonHTMLAttributes, type MutableRefObject, type ReactNode } from 'react';
import { useControllableState } from '../hooks/useControllableState';

// The drawer's state and its trigger: what a page shows before the drawer is
// opened. The panel (DrawerContent.tsx) is a module of its own, so that a
// site can load it later (NavbarMobileSidebar does).

interface DrawerContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  titleId: string;
  triggerRef: MutableRefObject<HTMLButtonElement | null>;
}

const DrawerContext = createContext<DrawerContextValue | null>(null);

/** The nearest Drawer.Root's state, for its parts; `part` names the one used outside a root in the error. */
export function useDrawerContext(part: string) {
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
  /** The trigger and the content: `Drawer.Trigger` and `Drawer.Content` (with its `Drawer.Title` and `Drawer.Close`). */
  children?: ReactNode;
}

/**
 * Holds the drawer's state; renders no element of its own.
 *
 * **When to use** For a panel that must hold focus until dismissed (the mobile
 * navigation). For a menu of a few actions use a menu; for a message use a
 * dialog.
 *
 * **Parts** `Drawer.Root` (state), `Drawer.Trigger`, `Drawer.Content` (the
 * panel and its backdrop), `Drawer.Title` and `Drawer.Close`.
 *
 * **Accessibility** A modal dialog: `role="dialog"`, `aria-modal`, named by
 * `Drawer.Title`. Focus moves in on open and is trapped; Escape, the backdrop
 * and `Drawer.Close` close it; the rest of the page is inert and does not
 * scroll; focus returns to the trigger.
 */
export function DrawerRoot({ open: openProp, defaultOpen = false, onOpenChange, children }: DrawerRootProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const value = useMemo(() => ({ open, setOpen, contentId: `${id}-content`, titleId: `${id}-title`, triggerRef }), [open, setOpen, id]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

export type DrawerTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * The button that opens and closes the drawer (aria-expanded, aria-controls
 * while open).
 *
 * **When to use** Once per drawer, where the reader expects to open it (the
 * navbar's hamburger).
 *
 * **Parts** A `<button>` with your content; give it a name when it shows only
 * an icon.
 *
 * **Accessibility** `aria-expanded` follows the drawer, `aria-controls` points
 * at the panel while it is open, and focus returns here when it closes.
 */
export function DrawerTrigger({ onClick, children, ...rest }: DrawerTriggerProps) {
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

/** Reads the nearest drawer's state (for parts built on top of it). */
export function useDrawer() {
  const { open, setOpen } = useDrawerContext('useDrawer');
  return { open, setOpen };
}
