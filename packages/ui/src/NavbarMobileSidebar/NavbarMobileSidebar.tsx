import { useEffect, useRef, type ReactNode } from 'react';
import { DrawerRoot, DrawerTrigger } from '../Drawer/DrawerRoot';
import { Icon } from '../Icon';
import { DefaultLink, type LinkComponent } from '../Link';
import { useControllableState } from '../hooks/useControllableState';
import { useLazyModule } from '../hooks/useLazyModule';
import type { NavbarColorModeItem, NavbarItem } from '../Navbar/types';
import { useBreakpoint } from '../Navbar/useBreakpoint';
import { drawerPanel } from './drawerPanel';
import styles from './NavbarMobileSidebar.module.css';

export interface NavbarMobileSidebarProps {
  /** The navbar's items; dropdowns become drawer levels, search stays in the navbar. */
  items: NavbarItem[];
  /** Page content for the drawer (e.g. the doc sidebar): when given, the drawer opens on it. */
  secondaryMenu?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /**
   * The initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the drawer opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The current path: a change closes the drawer, and marks the current link. */
  pathname?: string;
  /** Shown at the top of the drawer (usually the same logo as the navbar). */
  logo?: ReactNode;
  /**
   * Renders internal links; external ones are plain anchors.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /**
   * The hamburger's accessible name.
   * @default "Toggle navigation bar"
   */
  toggleLabel?: string;
  /**
   * The close button's accessible name.
   * @default "Close navigation bar"
   */
  closeLabel?: string;
  /**
   * The button from a level back to the main items.
   * @default "← Back to main menu"
   */
  backLabel?: string;
  /**
   * The drawer's accessible name.
   * @default "Navigation"
   */
  title?: string;
}

/**
 * The navbar on narrow screens (<= 996 px): a hamburger ("Toggle navigation
 * bar") that opens a drawer from the left with the navbar's items, each
 * dropdown as a level with "← Back to main menu", and an optional secondary
 * panel (the doc sidebar) that it opens on. Not rendered when there is
 * nothing to show. Closes on desktop widths and on navigation; an app that wants
 * Back to close it owns `open` (`onOpenChange`) and the history entry.
 *
 * **When to use** You rarely render it yourself: `Navbar` does below 997 px.
 * Render it directly in a custom header.
 *
 * **Parts** The hamburger, and a `Drawer` with the logo, "Close navigation
 * bar", the items (dropdowns as levels with "← Back to main menu") and the
 * optional secondary panel.
 *
 * **Accessibility** Everything a `Drawer` does (focus trap, Escape, inert
 * page, focus back on the hamburger); opening a dropdown's level moves focus
 * to its "← Back to main menu" button.
 *
 * The drawer's panel is a chunk of its own (`drawerPanel`), loaded when the
 * browser is idle below 997 px; a hamburger pressed before it has arrived
 * opens the drawer as soon as it does.
 */
export function NavbarMobileSidebar({
  items,
  secondaryMenu,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  pathname,
  logo,
  linkComponent: Link = DefaultLink,
  toggleLabel = 'Toggle navigation bar',
  closeLabel = 'Close navigation bar',
  backLabel = '← Back to main menu',
  title = 'Navigation',
}: NavbarMobileSidebarProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const breakpoint = useBreakpoint();
  const mobile = breakpoint === 'mobile';
  const hasSecondary = secondaryMenu !== undefined && secondaryMenu !== null && secondaryMenu !== false;
  const drawerItems = items.filter((item) => item.type !== 'search' && item.type !== 'colorMode');
  const colorMode = items.find((item): item is NavbarColorModeItem => item.type === 'colorMode');
  const shown = drawerItems.length > 0 || hasSecondary;
  // A drawer whose panel cannot load stays closed, so the hamburger says so; the next press tries again.
  const panel = useLazyModule(drawerPanel, { needed: shown && mobile && open, early: shown && mobile, onFail: () => setOpen(false) });

  useEffect(() => {
    if (open && breakpoint === 'desktop') setOpen(false);
  }, [open, breakpoint, setOpen]);

  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current !== pathname) setOpen(false);
    lastPathname.current = pathname;
  }, [pathname, setOpen]);

  if (!shown) return null;

  return (
    <DrawerRoot open={open} onOpenChange={setOpen}>
      <DrawerTrigger className={styles.toggle} aria-label={toggleLabel} data-component="NavbarMobileSidebarToggle">
        <Icon name="menu" size={24} />
      </DrawerTrigger>
      {mobile && panel ? (
        <panel.NavbarMobileSidebarPanel
          items={drawerItems}
          colorMode={colorMode}
          secondaryMenu={hasSecondary ? secondaryMenu : null}
          pathname={pathname}
          logo={logo}
          linkComponent={Link}
          closeLabel={closeLabel}
          backLabel={backLabel}
          title={title}
        />
      ) : null}
    </DrawerRoot>
  );
}
