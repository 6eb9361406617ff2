export { Markdown, COPIED_DURATION_MS } from './Markdown';
export type { MarkdownProps } from './Markdown';
