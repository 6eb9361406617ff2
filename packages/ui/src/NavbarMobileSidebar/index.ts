export { NavbarMobileSidebar } from './NavbarMobileSidebar';
export { DRAWER_HISTORY_MARKER, isDrawerHistoryEntry } from './useCloseOnHistoryBack';
export type { NavbarMobileSidebarProps } from './NavbarMobileSidebar';
