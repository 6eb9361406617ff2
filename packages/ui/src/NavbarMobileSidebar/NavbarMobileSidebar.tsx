import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { ColorModeToggle } from '../ColorMode';
import { Drawer } from '../Drawer';
import { Icon, type IconName } from '../Icon';
import { DefaultLink, isActivePath, isExternalHref, type LinkComponent } from '../Link';
import { useControllableState } from '../hooks/useControllableState';
import type { NavbarDropdownItem, NavbarItem } from '../Navbar/types';
import { useBreakpoint } from '../Navbar/useBreakpoint';
import { VisuallyHidden } from '../VisuallyHidden';
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

type Level = { kind: 'main' } | { kind: 'secondary' } | { kind: 'dropdown'; index: number };

function EntryIcon({ icon }: { icon: unknown }) {
  if (icon === undefined || icon === null) return null;
  return (
    <span className={styles.entryIcon}>{typeof icon === 'string' ? <Icon name={icon as IconName} size={18} /> : (icon as ReactNode)}</span>
  );
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
  const hasSecondary = secondaryMenu !== undefined && secondaryMenu !== null && secondaryMenu !== false;
  const drawerItems = items.filter((item) => item.type !== 'search' && item.type !== 'colorMode');
  const colorMode = items.find((item) => item.type === 'colorMode');
  const initialLevel: Level = hasSecondary ? { kind: 'secondary' } : { kind: 'main' };
  const [level, setLevel] = useState<Level>(initialLevel);
  const backRef = useRef<HTMLButtonElement>(null);
  const levelChanged = useRef(false);

  // Each opening starts on the secondary panel when there is one.
  useEffect(() => {
    if (open) setLevel(hasSecondary ? { kind: 'secondary' } : { kind: 'main' });
  }, [open, hasSecondary]);

  // Keyboard users land on the back button after moving into a level.
  useEffect(() => {
    if (levelChanged.current && level.kind !== 'main') backRef.current?.focus();
    levelChanged.current = false;
  }, [level]);

  useEffect(() => {
    if (open && breakpoint === 'desktop') setOpen(false);
  }, [open, breakpoint, setOpen]);

  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current !== pathname) setOpen(false);
    lastPathname.current = pathname;
  }, [pathname, setOpen]);

  if (drawerItems.length === 0 && !hasSecondary) return null;

  const goTo = (next: Level) => {
    levelChanged.current = true;
    setLevel(next);
  };
  const close = () => setOpen(false);

  const renderLink = (href: string, className: string, children: ReactNode, activeBasePath?: string) => {
    const props = {
      className,
      'aria-current': isActivePath(pathname, href, activeBasePath) ? ('page' as const) : undefined,
      onClick: close,
    };
    return isExternalHref(href) ? (
      <a {...props} href={href} rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <Link {...props} href={href}>
        {children}
      </Link>
    );
  };

  const backButton =
    drawerItems.length > 0 ? (
      <button ref={backRef} type="button" className={styles.back} data-part="back" onClick={() => goTo({ kind: 'main' })}>
        {backLabel}
      </button>
    ) : null;

  const renderDropdownLevel = (item: NavbarDropdownItem) => (
    <>
      {backButton}
      <h3 className={styles.levelTitle}>{item.label}</h3>
      <ul className={styles.list}>
        {item.entries.map((entry) => (
          <li key={entry.href + entry.label}>
            {renderLink(
              entry.href,
              styles.entry,
              <>
                <EntryIcon icon={entry.icon} />
                <span className={styles.entryText}>
                  <span className={styles.entryLabel}>{entry.label}</span>
                  {entry.description ? <span className={styles.entryDescription}>{entry.description}</span> : null}
                </span>
              </>,
            )}
          </li>
        ))}
      </ul>
      {item.footerLink ? (
        <p className={styles.footerLink}>
          {renderLink(
            item.footerLink.href,
            styles.footerAnchor,
            <>
              {item.footerLink.label}
              <Icon name="arrow-right" size={16} />
            </>,
          )}
        </p>
      ) : null}
    </>
  );

  const mainItems = (
    <ul className={styles.list}>
      {drawerItems.map((item, index) => {
        switch (item.type) {
          case 'link':
            return <li key={`link-${item.href}`}>{renderLink(item.href, styles.link, item.label, item.activeBasePath)}</li>;
          case 'dropdown':
            return (
              <li key={`dropdown-${item.label}`}>
                <button
                  type="button"
                  className={styles.link}
                  data-part="level-button"
                  data-active={item.entries.some((entry) => isActivePath(pathname, entry.href)) || undefined}
                  onClick={() => goTo({ kind: 'dropdown', index })}
                >
                  {item.label}
                  <Icon name="chevron-right" size={18} className={styles.chevron} />
                </button>
              </li>
            );
          case 'button':
            return (
              <li key={`button-${item.href}`} className={styles.buttonItem}>
                <Button href={item.href} variant={item.variant ?? 'primary'} linkComponent={Link} block onClick={close}>
                  {item.label}
                </Button>
              </li>
            );
          default:
            return null;
        }
      })}
    </ul>
  );

  const current = level.kind === 'dropdown' ? drawerItems[level.index] : undefined;

  return (
    <Drawer.Root open={open} onOpenChange={setOpen}>
      <Drawer.Trigger className={styles.toggle} aria-label={toggleLabel} data-component="NavbarMobileSidebarToggle">
        <Icon name="menu" size={24} />
      </Drawer.Trigger>
      {breakpoint === 'mobile' ? (
        <Drawer.Content className={styles.drawer} data-component="NavbarMobileSidebar">
          <VisuallyHidden>
            <Drawer.Title>{title}</Drawer.Title>
          </VisuallyHidden>
          <div className={styles.header} data-part="header">
            <div className={styles.logo}>{logo}</div>
            {colorMode ? colorMode.type === 'colorMode' && colorMode.element !== undefined ? colorMode.element : <ColorModeToggle /> : null}
            <Drawer.Close className={styles.close} aria-label={closeLabel}>
              <Icon name="close" size={22} />
            </Drawer.Close>
          </div>
          <div className={styles.body} data-part="body" data-level={level.kind}>
            {level.kind === 'secondary' ? (
              <div className={styles.level} data-part="secondary">
                {backButton}
                {secondaryMenu}
              </div>
            ) : current?.type === 'dropdown' ? (
              <div className={styles.level} data-part="dropdown-level">
                {renderDropdownLevel(current)}
              </div>
            ) : (
              <div className={styles.level} data-part="main">
                {mainItems}
              </div>
            )}
          </div>
        </Drawer.Content>
      ) : null}
    </Drawer.Root>
  );
}
