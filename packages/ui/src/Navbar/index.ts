export { Navbar } from './Navbar';
export type { NavbarProps } from './Navbar';
export type {
  NavbarButtonItem,
  NavbarColorModeItem,
  NavbarDropdownItem,
  NavbarItem,
  NavbarLinkItem,
  NavbarSearchItem,
} from './types';
export { DESKTOP_MEDIA_QUERY, DESKTOP_MIN_WIDTH_PX, useBreakpoint } from './useBreakpoint';
export type { Breakpoint } from './useBreakpoint';
