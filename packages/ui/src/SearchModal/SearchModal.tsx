// The search modal's parts in one place: SearchModal.Root / Content / Input / ScopeFilter / Results / Footer.
import { SearchModalFooter } from './SearchModalFooter';
import { SearchModalInput, SearchModalScopeFilter } from './SearchModalInput';
import { SearchModalResults } from './SearchModalResults';
import { SearchModalContent, SearchModalRoot } from './SearchModalRoot';

export type { SearchModalFooterProps } from './SearchModalFooter';
export type { SearchModalResultsProps } from './SearchModalResults';
export type { SearchModalContentProps, SearchModalRootProps } from './SearchModalRoot';
export type { SearchScopeChoice } from './searchModalState';

/**
 * The search dialog as parts over one reducer (`searchModalReducer`), composed as Radix composes a dialog:
 * `SearchModal.Root` holds the state, `Content` is the dialog, and `Input`, `ScopeFilter`, `Results` and
 * `Footer` are what it shows.
 */
export const SearchModal = {
  Root: SearchModalRoot,
  Content: SearchModalContent,
  Input: SearchModalInput,
  ScopeFilter: SearchModalScopeFilter,
  Results: SearchModalResults,
  Footer: SearchModalFooter,
};
