import type { ReactNode } from 'react';
import { Button } from '../Button';
import { ColorModeToggle } from '../ColorMode';
import { DefaultLink, isActivePath, isExternalHref, type LinkComponent } from '../Link';
import { Logo } from '../Logo';
import { MegaDropdown } from '../MegaDropdown';
import { NavbarMobileSidebar } from '../NavbarMobileSidebar';
import styles from './Navbar.module.css';
import type { NavbarItem } from './types';

export interface NavbarProps {
  /** The items, in order; `position` puts each in the left or right group. */
  items: NavbarItem[];
  /** The site's title, shown beside the default logo mark. */
  title?: ReactNode;
  /** Replaces the default logo (mark + title) entirely. */
  logo?: ReactNode;
  /**
   * Where the logo links.
   * @default "/"
   */
  homeHref?: string;
  /** The current path: active links get `aria-current="page"`; a change closes the mobile drawer. */
  pathname?: string;
  /**
   * Renders internal links; external ones are plain anchors.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /** Content for the mobile drawer's secondary panel (e.g. the doc sidebar); the drawer opens on it. */
  secondaryMenu?: ReactNode;
  /** Controlled open state of the mobile drawer. */
  mobileSidebarOpen?: boolean;
  /** Called when the mobile drawer opens or closes. */
  onMobileSidebarOpenChange?: (open: boolean) => void;
  /**
   * The accessible name of the navigation landmark.
   * @default "Main"
   */
  label?: string;
  /**
   * The hamburger's accessible name.
   * @default "Toggle navigation bar"
   */
  toggleLabel?: string;
  /**
   * The mobile drawer's close button name.
   * @default "Close navigation bar"
   */
  closeLabel?: string;
  /**
   * The mobile drawer's back button.
   * @default "← Back to main menu"
   */
  backLabel?: string;
}

/**
 * The site's sticky top bar: logo and title, a left and a right group of items
 * (links, mega-dropdowns, buttons, the search and colour-mode slots). Below
 * 997 px the items collapse into the mobile sidebar behind a hamburger.
 *
 * **When to use** Once per page, at the top of the layout.
 *
 * **Parts** The logo and title, the left and right item groups (links,
 * `MegaDropdown`s, buttons, the search slot, the colour-mode toggle) and,
 * below 997 px, the hamburger and `NavbarMobileSidebar`.
 *
 * **Accessibility** A `nav` named by `label` ("Main"); the current page's link
 * has `aria-current="page"`. Place `SkipToContent` before it so keyboard
 * readers can jump past it.
 */
export function Navbar({
  items,
  title,
  logo,
  homeHref = '/',
  pathname,
  linkComponent: Link = DefaultLink,
  secondaryMenu,
  mobileSidebarOpen,
  onMobileSidebarOpenChange,
  label = 'Main',
  toggleLabel,
  closeLabel,
  backLabel,
}: NavbarProps) {
  const brand = logo ?? <Logo title={title} href={homeHref} linkComponent={Link} />;

  const renderItem = (item: NavbarItem, index: number) => {
    const key = `${item.type}-${index}`;
    switch (item.type) {
      case 'link': {
        const current = isActivePath(pathname, item.href, item.activeBasePath) ? ('page' as const) : undefined;
        const props = { className: styles.link, 'aria-current': current, 'data-part': 'link' };
        return (
          <li key={key} className={styles.item} data-part="item" data-type="link">
            {isExternalHref(item.href) ? (
              <a {...props} href={item.href} rel="noopener noreferrer">
                {item.label}
              </a>
            ) : (
              <Link {...props} href={item.href}>
                {item.label}
              </Link>
            )}
          </li>
        );
      }
      case 'dropdown':
        return (
          <li key={key} className={styles.item} data-part="item" data-type="dropdown">
            <MegaDropdown
              label={item.label}
              entries={item.entries}
              footerLink={item.footerLink}
              pathname={pathname}
              activeBasePath={item.activeBasePath}
              linkComponent={Link}
              align={item.position === 'right' ? 'end' : 'start'}
            />
          </li>
        );
      case 'button':
        return (
          <li key={key} className={styles.item} data-part="item" data-type="button">
            <Button href={item.href} variant={item.variant ?? 'primary'} size="sm" linkComponent={Link}>
              {item.label}
            </Button>
          </li>
        );
      case 'search':
        return (
          <li key={key} className={styles.item} data-part="item" data-type="search">
            {item.element}
          </li>
        );
      case 'colorMode':
        return (
          <li key={key} className={styles.item} data-part="item" data-type="colorMode">
            {item.element ?? <ColorModeToggle />}
          </li>
        );
    }
  };

  const left = items.filter((item) => (item.position ?? 'left') === 'left');
  const right = items.filter((item) => item.position === 'right');

  return (
    <nav className={styles.navbar} aria-label={label} data-component="Navbar">
      <div className={styles.inner}>
        <NavbarMobileSidebar
          items={items}
          secondaryMenu={secondaryMenu}
          pathname={pathname}
          open={mobileSidebarOpen}
          onOpenChange={onMobileSidebarOpenChange}
          logo={brand}
          linkComponent={Link}
          toggleLabel={toggleLabel}
          closeLabel={closeLabel}
          backLabel={backLabel}
        />
        <div className={styles.brand} data-part="brand">
          {brand}
        </div>
        {left.length > 0 ? (
          <ul className={styles.group} data-part="left-items">
            {left.map((item) => renderItem(item, items.indexOf(item)))}
          </ul>
        ) : null}
        <ul className={[styles.group, styles.right].join(' ')} data-part="right-items">
          {right.map((item) => renderItem(item, items.indexOf(item)))}
        </ul>
      </div>
    </nav>
  );
}
