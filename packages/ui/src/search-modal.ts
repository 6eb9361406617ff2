// The search modal on its own, for a lazy `import()` when the reader first opens search.
export {
  SearchModal,
  searchModalTexts,
  SEARCH_QUERY_MAX_LENGTH,
  ASK_AI_QUESTION_MAX_LENGTH,
  groupHits,
  highlight,
  useStoredSearches,
  recentSearchesKey,
  favoriteSearchesKey,
  RECENT_SEARCHES_LIMIT,
  FAVORITE_SEARCHES_LIMIT,
} from './SearchModal';
export type {
  SearchModalProps,
  SearchModalTexts,
  StoredSearch,
  SearchContext,
  SearchHit,
  SearchResult,
  SearchOptions,
  SearchFunction,
  AskAiEvent,
  AskAiFunction,
  AskAiOptions,
  AskAiSource,
  AskAiTurn,
} from './SearchModal';
