export {
  ASK_AI_QUESTION_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SPINNER_DELAY_MS,
  SearchModal,
  searchModalTexts,
  groupHits,
} from './SearchModal';
export type { SearchModalProps, SearchModalTexts } from './SearchModal';
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
