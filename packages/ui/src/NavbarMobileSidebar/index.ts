export { NavbarMobileSidebar } from './NavbarMobileSidebar';
export type { NavbarMobileSidebarProps } from './NavbarMobileSidebar';
