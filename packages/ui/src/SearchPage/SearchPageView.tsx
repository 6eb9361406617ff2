import { DefaultLink, type LinkComponent } from '../Link';
import { highlight } from '../SearchModal/Highlight';
import type { SearchHit } from '../SearchModal/types';
import styles from './SearchPageView.module.css';

/** Every text of the search page, English by default. */
export const searchPageTexts = {
  title: 'Search the documentation',
  titleWithQuery: (query: string) => `Search results for "${query}"`,
  inputLabel: 'Search',
  placeholder: 'Type your search here',
  documentsFound: (count: number) => (count === 1 ? 'One document found' : `${count} documents found`),
  noResults: 'No results were found',
  someWords: (matched: number, total: number) => `Showing results for ${matched} of ${total} words`,
  loading: 'Loading',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  resultsLabel: 'Search results',
};

export type SearchPageTexts = typeof searchPageTexts;

export interface SearchPageViewProps {
  /** The query, as kept in `?q=`. */
  query: string;
  /** Called on every keystroke: the parent updates `?q=` and searches with `useDebouncedValue(query, 300)`. */
  onQueryChange: (query: string) => void;
  /** Where the last search stands. */
  status: 'idle' | 'loading' | 'success' | 'error';
  /** The hits of the last finished search. */
  hits: SearchHit[];
  /** How many documents match in all. */
  total: number;
  /** Optional words: how many of the query's words the best results match, when not all. */
  words?: { matched: number; total: number };
  /**
   * The form's action for readers without JavaScript (a GET with `q`).
   * @default "/search"
   */
  action?: string;
  /** Replaces any of the texts. */
  texts?: Partial<SearchPageTexts>;
  /**
   * Renders the result links.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

/**
 * The /search page: title, the query field, the count and the results with
 * their trail and snippet.
 *
 * **When to use** For the /search page, the full list behind "See all N
 * results" and the no-JS search.
 *
 * **Parts** The title, the search field (in a real `<form>` with `action`),
 * the count, and the results with their trail and snippet.
 *
 * **Accessibility** The field is labelled; the count is a polite live region;
 * the results are a list of links named by their page titles; while loading
 * the list is `aria-busy`.
 */
export function SearchPageView({
  query,
  onQueryChange,
  status,
  hits,
  total,
  words,
  action = '/search',
  texts,
  linkComponent: Link = DefaultLink,
}: SearchPageViewProps) {
  const t = { ...searchPageTexts, ...texts };
  const trimmed = query.trim();
  const done = status === 'success' && trimmed !== '';
  return (
    <div className={styles.page} data-component="SearchPageView" data-state={status}>
      <h1 className={styles.title}>{trimmed ? t.titleWithQuery(trimmed) : t.title}</h1>
      <form className={styles.form} role="search" action={action} method="get" onSubmit={(event) => event.preventDefault()}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="m20 20-4.35-4.35M18 10.5a7.5 7.5 0 1 1-15 0 7.5 7.5 0 0 1 15 0Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <input
          className={styles.input}
          type="search"
          name="q"
          aria-label={t.inputLabel}
          placeholder={t.placeholder}
          autoComplete="off"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </form>
      <p className={styles.status} role="status">
        {status === 'loading' ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <span className={styles.visuallyHidden}>{t.loading}</span>
          </>
        ) : done ? (
          total > 0 ? (
            words && words.matched < words.total ? (
              `${t.documentsFound(total)}. ${t.someWords(words.matched, words.total)}`
            ) : (
              t.documentsFound(total)
            )
          ) : (
            t.noResults
          )
        ) : null}
      </p>
      {status === 'error' ? (
        <div className={styles.error} role="alert">
          <p className={styles.errorTitle}>{t.errorTitle}</p>
          <p>{t.errorHelp}</p>
        </div>
      ) : null}
      {trimmed && hits.length && status !== 'error' ? (
        <ol className={styles.results} aria-label={t.resultsLabel} aria-busy={status === 'loading'}>
          {hits.map((hit) => {
            // From the section down (lvl0, page, heading), as the modal reads it; the hit's own title ends it.
            const trail = (hit.path ?? [hit.group]).filter((step) => step !== hit.title);
            return (
              <li key={hit.id} className={styles.result}>
                <h2 className={styles.resultTitle}>
                  <Link href={hit.url}>{highlight(hit.title, trimmed, hit.matches?.title)}</Link>
                </h2>
                {trail.length ? <p className={styles.trail}>{trail.join(' › ')}</p> : null}
                {hit.snippet ? <p className={styles.snippet}>{highlight(hit.snippet, trimmed, hit.matches?.snippet)}</p> : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
