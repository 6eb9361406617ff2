export { DocSidebar } from './DocSidebar';
export type { DocSidebarProps, SidebarItem } from './DocSidebar';
