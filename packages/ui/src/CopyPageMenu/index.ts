export { CopyPageMenu, COPY_PAGE_RESULT_MS, defaultCopyPagePrompt } from './CopyPageMenu';
export type { CopyPageMenuProps } from './CopyPageMenu';
