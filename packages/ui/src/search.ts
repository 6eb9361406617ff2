// Search: the button, the shortcuts, the modal and the search page.
export { SearchButton, useSearchShortcuts, peekSearchIntent, takeSearchIntent } from './SearchButton';
export type { SearchButtonProps, SearchShortcutsOptions, SearchIntent } from './SearchButton';
export * from './search-modal';
export { SearchPageView, searchPageTexts, useDebouncedValue } from './SearchPage';
export type { SearchPageViewProps, SearchPageTexts } from './SearchPage';
