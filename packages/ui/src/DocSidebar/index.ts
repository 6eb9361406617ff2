export { DOC_SIDEBAR_STORAGE_KEY, DocSidebar } from './DocSidebar';
export type { DocSidebarProps, SidebarItem } from './DocSidebar';
