import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { ColorModeToggle } from '../ColorMode';
import { DrawerClose, DrawerContent, DrawerTitle } from '../Drawer/DrawerContent';
import { useDrawer } from '../Drawer/DrawerRoot';
import { Icon, type IconName } from '../Icon';
import { isActivePath, LinkOrAnchor, type LinkComponent } from '../Link';
import type { NavbarColorModeItem, NavbarDropdownItem, NavbarItem } from '../Navbar/types';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './NavbarMobileSidebar.module.css';

// What the mobile drawer shows once it is open: a module of its own, which
// NavbarMobileSidebar loads when the page is idle or the hamburger is pressed
// (drawerPanel.ts). Its state (open, the trigger) stays in NavbarMobileSidebar.

export interface NavbarMobileSidebarPanelProps {
  /** The navbar's items that the drawer lists (no search, no colour mode). */
  items: NavbarItem[];
  /** The navbar's colour-mode item, shown in the drawer's header. */
  colorMode?: NavbarColorModeItem;
  /** Page content the drawer opens on (the doc sidebar); null when there is none. */
  secondaryMenu?: ReactNode;
  /** The current path: marks the current link. */
  pathname?: string;
  /** Shown at the top of the drawer. */
  logo?: ReactNode;
  /** Renders internal links. */
  linkComponent: LinkComponent;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The button from a level back to the main items. */
  backLabel: string;
  /** The drawer's accessible name. */
  title: string;
}

type Level = { kind: 'main' } | { kind: 'secondary' } | { kind: 'dropdown'; index: number };

function EntryIcon({ icon }: { icon: unknown }) {
  if (icon === undefined || icon === null) return null;
  return (
    <span className={styles.entryIcon}>{typeof icon === 'string' ? <Icon name={icon as IconName} size={18} /> : (icon as ReactNode)}</span>
  );
}

/**
 * The mobile drawer's panel: the logo, "Close navigation bar", the items
 * (dropdowns as levels with "← Back to main menu") and the optional secondary
 * panel, inside `Drawer.Content`.
 *
 * **When to use** Never directly: `NavbarMobileSidebar` renders it inside its
 * `Drawer.Root` once it has loaded.
 *
 * **Parts** The header (logo, colour mode, close), and one level at a time:
 * the secondary panel, the main items, or a dropdown's entries.
 *
 * **Accessibility** Everything a `Drawer.Content` does; opening a level moves
 * focus to its "← Back to main menu" button.
 */
export function NavbarMobileSidebarPanel({
  items,
  colorMode,
  secondaryMenu,
  pathname,
  logo,
  linkComponent: Link,
  closeLabel,
  backLabel,
  title,
}: NavbarMobileSidebarPanelProps) {
  const { open, setOpen } = useDrawer();
  const hasSecondary = secondaryMenu !== undefined && secondaryMenu !== null && secondaryMenu !== false;
  const [level, setLevel] = useState<Level>(hasSecondary ? { kind: 'secondary' } : { kind: 'main' });
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

  const goTo = (next: Level) => {
    levelChanged.current = true;
    setLevel(next);
  };
  const close = () => setOpen(false);

  const renderLink = (href: string, className: string, children: ReactNode, activeBasePath?: string) => {
    const current = isActivePath(pathname, href, activeBasePath) ? ('page' as const) : undefined;
    return (
      <LinkOrAnchor className={className} aria-current={current} onClick={close} href={href} linkComponent={Link}>
        {children}
      </LinkOrAnchor>
    );
  };

  const backButton =
    items.length > 0 ? (
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
      {items.map((item, index) => {
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

  const current = level.kind === 'dropdown' ? items[level.index] : undefined;

  return (
    <DrawerContent className={styles.drawer} data-component="NavbarMobileSidebar">
      <VisuallyHidden>
        <DrawerTitle>{title}</DrawerTitle>
      </VisuallyHidden>
      <div className={styles.header} data-part="header">
        <div className={styles.logo}>{logo}</div>
        {colorMode ? colorMode.element !== undefined ? colorMode.element : <ColorModeToggle /> : null}
        <DrawerClose className={styles.close} aria-label={closeLabel}>
          <Icon name="close" size={22} />
        </DrawerClose>
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
    </DrawerContent>
  );
}
