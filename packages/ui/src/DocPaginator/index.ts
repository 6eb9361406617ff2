export { DocPaginator } from './DocPaginator';
export type { DocPaginatorProps, DocPaginatorLink } from './DocPaginator';
