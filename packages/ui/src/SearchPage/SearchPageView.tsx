import { useId } from 'react';
import { DefaultLink, type LinkComponent } from '../Link';
import { highlight } from '../SearchModal/Highlight';
import { groupHits, trail } from '../SearchModal/grouping';
import type { SearchHit } from '../SearchModal/types';
import scopeStyles from '../SearchModal/ScopeFilter.module.css';
import styles from './SearchPageView.module.css';
import kindStyles from '../SearchModal/KindLabel.module.css';

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
  scopeLabel: 'Search in',
  scopeDocs: 'Docs',
  scopeAll: 'All pages',
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
   * The Docs / All filter's choice, kept in the URL as `scope` (the form posts it too). Without it the page offers no
   * filter.
   */
  scope?: 'docs' | 'all';
  /** Called when the reader picks Docs or All: the parent updates `?scope=` and searches again. */
  onScopeChange?: (scope: 'docs' | 'all') => void;
  /**
   * The form's action for readers without JavaScript (a GET with `q`, and `scope` when the filter is offered).
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
 * with `scope` the Docs / All filter (radios of that form), the count, and
 * the results: one entry per page, in the order of the page's best hit, with
 * what the page is (its label: Integrations, User manual...), its title and
 * snippet, and its best sections under it with their trail and snippet.
 *
 * **Accessibility** The field is labelled; the filter is a group of radios
 * named "Search in" (arrow keys move between them); the count is a polite live region;
 * the results are a list of pages, each a level-2 heading link with its
 * sections as level-3 heading links; while loading
 * the list is `aria-busy`.
 */
export function SearchPageView({
  query,
  onQueryChange,
  status,
  hits,
  total,
  words,
  scope,
  onScopeChange,
  action = '/search',
  texts,
  linkComponent: Link = DefaultLink,
}: SearchPageViewProps) {
  const t = { ...searchPageTexts, ...texts };
  const trimmed = query.trim();
  const done = status === 'success' && trimmed !== '';
  const formId = useId();
  return (
    <div className={styles.page} data-component="SearchPageView" data-state={status}>
      <h1 className={styles.title}>{trimmed ? t.titleWithQuery(trimmed) : t.title}</h1>
      <form id={formId} className={styles.form} role="search" action={action} method="get" onSubmit={(event) => event.preventDefault()}>
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
      {scope ? (
        <fieldset className={`${scopeStyles.scopes} ${styles.scopes}`}>
          <legend className={styles.visuallyHidden}>{t.scopeLabel}</legend>
          {(['docs', 'all'] as const).map((choice) => (
            <label key={choice} className={scopeStyles.scope}>
              {/* In the form by its id: without JavaScript, Enter in the field sends the choice with the query. */}
              <input
                className={scopeStyles.radio}
                type="radio"
                name="scope"
                value={choice}
                form={formId}
                checked={scope === choice}
                onChange={() => onScopeChange?.(choice)}
              />
              {choice === 'docs' ? t.scopeDocs : t.scopeAll}
            </label>
          ))}
        </fieldset>
      ) : null}
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
          {groupHits(hits, hits.length).map((group) => {
            // The page's own hit gives the page its snippet; its sections follow under it, as in the modal.
            const pageHit = group.items.find((hit) => hit.title === group.title && hit.kind !== 'section' && !hit.url.includes('#'));
            const sections = group.items.filter((hit) => hit !== pageHit);
            return (
              <li key={group.key} className={styles.result}>
                <div className={styles.resultHead}>
                  {group.label ? <span className={kindStyles.kindLabel}>{group.label}</span> : null}
                  <h2 className={styles.resultTitle}>
                    <Link href={group.url}>{highlight(group.title, trimmed, pageHit?.matches?.title)}</Link>
                  </h2>
                </div>
                {pageHit?.snippet ? (
                  <p className={styles.snippet}>{highlight(pageHit.snippet, trimmed, pageHit.matches?.snippet)}</p>
                ) : null}
                {sections.length ? (
                  <ul className={styles.sections}>
                    {sections.map((hit) => (
                      // Sections of a page without anchors share its URL, and so an id: the title tells them apart.
                      <li key={`${hit.id} ${hit.title}`} className={styles.section}>
                        <h3 className={styles.sectionTitle}>
                          <Link href={hit.url}>{highlight(hit.title, trimmed, hit.matches?.title)}</Link>
                        </h3>
                        {trail(hit) ? <p className={styles.trail}>{trail(hit)}</p> : null}
                        {hit.snippet ? <p className={styles.snippet}>{highlight(hit.snippet, trimmed, hit.matches?.snippet)}</p> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
