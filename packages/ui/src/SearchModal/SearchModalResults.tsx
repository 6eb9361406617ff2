import { AskAiPanel } from './AskAiPanel';
import { KeywordResults, StoredSearches } from './KeywordResults';
import styles from './SearchModal.module.css';
import { useSearchModalContext } from './SearchModalRoot';

export interface SearchModalResultsProps {
  /** Queries to offer when nothing matched, when the search function gives none. */
  suggestions?: string[];
  /** Where readers report a query that should have matched ("Let us know."). */
  getMissingResultsUrl?: (query: string) => string;
}

/**
 * The dialog's scrolling body: what the field asks for. With no query, the
 * recent and favourite searches; with one, the hits grouped by page (or why
 * there are none); in Ask AI mode, the conversation.
 *
 * **When to use** Inside `SearchModal.Content`, under the field (and the
 * filter), above `SearchModal.Footer`.
 *
 * **Parts** Recent and Favorite lists (save, remove); the "Ask AI: <query>"
 * row and the hit groups, each under its page's title; the no-results text
 * with up to three suggestions and "Let us know."; the failure text; the Ask
 * AI turns with their sources and the disclaimer.
 *
 * **Accessibility** The hits are a labelled `listbox` of `option`s in
 * labelled `group`s, `aria-busy` while a search runs; a failure is a
 * `role="alert"`; stored searches are labelled regions of links walked by
 * the arrow keys; the conversation is a `role="log"`.
 */
export function SearchModalResults({ suggestions, getMissingResultsUrl }: SearchModalResultsProps) {
  const { query, aiMode, result } = useSearchModalContext('Results');
  return (
    <div className={styles.body}>
      {aiMode ? (
        <AskAiPanel />
      ) : !query.trim() ? (
        <StoredSearches />
      ) : (
        <KeywordResults suggestions={(result?.suggestions ?? suggestions ?? []).slice(0, 3)} getMissingResultsUrl={getMissingResultsUrl} />
      )}
    </div>
  );
}
