export { SearchModal } from './SearchModal';
export type { SearchModalProps } from './SearchModal';
export { ASK_AI_QUESTION_MAX_LENGTH, SEARCH_QUERY_MAX_LENGTH, SEARCH_SPINNER_DELAY_MS, searchModalTexts } from './texts';
export type { SearchModalTexts } from './texts';
export { groupHits } from './KeywordResults';
export { highlight } from './Highlight';
export {
  useStoredSearches,
  recentSearchesKey,
  favoriteSearchesKey,
  RECENT_SEARCHES_LIMIT,
  FAVORITE_SEARCHES_LIMIT,
} from './useStoredSearches';
export type { StoredSearch } from './useStoredSearches';
export type {
  SearchContext,
  SearchHit,
  SearchResult,
  SearchOptions,
  SearchFunction,
  TextRange,
  AskAiEvent,
  AskAiFunction,
  AskAiOptions,
  AskAiSource,
  AskAiTurn,
} from './types';
