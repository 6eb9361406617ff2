export { SearchButton, isApplePlatform } from './SearchButton';
export type { SearchButtonProps } from './SearchButton';
export { useSearchShortcuts } from './useSearchShortcuts';
export type { SearchShortcutsOptions } from './useSearchShortcuts';
