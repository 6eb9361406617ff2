// Search: the button, the shortcuts, the modal and the search page.
export { SearchButton, isApplePlatform, useSearchShortcuts } from './SearchButton';
export type { SearchButtonProps, SearchShortcutsOptions } from './SearchButton';
export * from './search-modal';
export { SearchPageView, searchPageTexts, useDebouncedValue } from './SearchPage';
export type { SearchPageViewProps, SearchPageTexts } from './SearchPage';
