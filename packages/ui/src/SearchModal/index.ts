export { SearchModal } from './SearchModal';
export type { SearchModalProps } from './SearchModal';
export { favoriteSearchesKey, recentSearchesKey } from './useStoredSearches';
export { ASK_AI_QUESTION_MAX_LENGTH, SEARCH_QUERY_MAX_LENGTH, SEARCH_SPINNER_DELAY_MS, searchModalTexts } from './texts';
export type { SearchModalTexts } from './texts';
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
