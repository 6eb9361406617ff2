export { TableOfContents, TOCCollapsible } from './TableOfContents';
export type { TableOfContentsProps, TOCCollapsibleProps, TOCItem } from './TableOfContents';
export { useActiveHeading, findActiveHeading } from './useActiveHeading';
