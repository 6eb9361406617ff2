// Documentation parts: sidebar, table of contents, breadcrumbs, paginator, cards, Markdown styles.
export { DocSidebar } from './DocSidebar';
export type { DocSidebarProps, SidebarItem } from './DocSidebar';
export { TableOfContents, TOCCollapsible, useActiveHeading, findActiveHeading } from './TableOfContents';
export type { TableOfContentsProps, TOCCollapsibleProps, TOCItem } from './TableOfContents';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './Breadcrumbs';
export { DocPaginator } from './DocPaginator';
export type { DocPaginatorProps, DocPaginatorLink } from './DocPaginator';
export { DocCard, DocCardList, formatItemCountDefault } from './DocCard';
export type { DocCardProps, DocCardListProps, DocCardItem } from './DocCard';
export { EditThisPage } from './EditThisPage';
export type { EditThisPageProps } from './EditThisPage';
export { LastUpdated, formatLastUpdated } from './LastUpdated';
export type { LastUpdatedProps } from './LastUpdated';
export { VersionBadge } from './VersionBadge';
export type { VersionBadgeProps } from './VersionBadge';
export { Markdown, COPIED_DURATION_MS } from './Markdown';
export type { MarkdownProps } from './Markdown';
