export { SearchPageView, searchPageTexts } from './SearchPageView';
export type { SearchPageViewProps, SearchPageTexts } from './SearchPageView';
export { useDebouncedValue } from './useDebouncedValue';
