export { SkipToContent } from './SkipToContent';
export type { SkipToContentProps } from './SkipToContent';
