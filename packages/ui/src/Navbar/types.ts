import type { ReactNode } from 'react';
import type { ButtonVariant } from '../Button';
import type { MegaDropdownEntry, MegaDropdownFooterLink } from '../MegaDropdown';

interface NavbarItemBase {
  /**
   * Which group the item is in.
   * @default "left"
   */
  position?: 'left' | 'right';
}

/** A plain link. */
export interface NavbarLinkItem extends NavbarItemBase {
  type: 'link';
  label: string;
  href: string;
  /** Marks the link current for every path under this one (e.g. "/docs"). */
  activeBasePath?: string;
}

/** A mega-dropdown on desktop, a drawer level on mobile. */
export interface NavbarDropdownItem extends NavbarItemBase {
  type: 'dropdown';
  label: string;
  entries: MegaDropdownEntry[];
  footerLink?: MegaDropdownFooterLink;
  activeBasePath?: string;
}

/** A call to action rendered as a Button link. */
export interface NavbarButtonItem extends NavbarItemBase {
  type: 'button';
  label: string;
  href: string;
  /** @default "primary" */
  variant?: ButtonVariant;
}

/** A slot for the search button: the site passes its element. Stays visible on mobile. */
export interface NavbarSearchItem extends NavbarItemBase {
  type: 'search';
  element: ReactNode;
}

/** The colour mode toggle: the site's element, or `<ColorModeToggle />` (needs a ColorModeProvider). */
export interface NavbarColorModeItem extends NavbarItemBase {
  type: 'colorMode';
  element?: ReactNode;
}

/** One navbar item, from the site's navbar data. */
export type NavbarItem = NavbarLinkItem | NavbarDropdownItem | NavbarButtonItem | NavbarSearchItem | NavbarColorModeItem;
