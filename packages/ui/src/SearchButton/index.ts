export { SearchButton, isApplePlatform } from './SearchButton';
export type { SearchButtonProps } from './SearchButton';
export { useSearchShortcuts } from './useSearchShortcuts';
export type { SearchShortcutsOptions } from './useSearchShortcuts';
export { SEARCH_INTENT_KEY, peekSearchIntent, searchIntentScript, takeSearchIntent } from './searchIntent';
export type { SearchIntent } from './searchIntent';
