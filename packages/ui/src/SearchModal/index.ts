export { SearchModal } from './SearchModal';
export type {
  SearchModalContentProps,
  SearchModalFooterProps,
  SearchModalResultsProps,
  SearchModalRootProps,
  SearchScopeChoice,
} from './SearchModal';
export { searchModalTexts } from './texts';
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
