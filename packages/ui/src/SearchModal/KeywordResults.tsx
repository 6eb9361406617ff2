import type { KeyboardEvent } from 'react';
import { Icon } from '../Icon';
import { SEARCH_ICONS } from './icons';
import { highlight } from './Highlight';
import styles from './SearchModal.module.css';
import { type groupHits, trail } from './grouping';
import type { SearchHit } from './types';
import type { StoredSearch } from './useStoredSearches';
import kindStyles from './KindLabel.module.css';
import { useSearchModalContext } from './SearchModalRoot';

export type HitGroup = ReturnType<typeof groupHits>[number];

/** A row of the listbox: the "Ask AI: <query>" row or a hit. */
export type Option = { ai: true; hit?: undefined } | { ai?: undefined; hit: SearchHit };

const HitIcon = ({ kind }: { kind?: SearchHit['kind'] }) => (
  <Icon
    drawing={kind === 'section' ? SEARCH_ICONS.hash : kind === 'content' ? SEARCH_ICONS.text : SEARCH_ICONS.page}
    className={styles.hitIcon}
    strokeWidth={1.7}
  />
);

/** The links of the recent and favourite searches, in order: the arrow keys walk them. */
export const storedLinks = (root: ParentNode | null | undefined) => [
  ...(root?.querySelectorAll<HTMLElement>('[data-part="stored-link"]') ?? []),
];

/** What the modal shows before a query: the recent and favourite searches. */
export function StoredSearches() {
  const { id, stored, follow, t } = useSearchModalContext('Results');
  // Arrow keys walk the recent and favourite searches, wrapping.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = storedLinks(event.currentTarget);
    const index = links.indexOf(document.activeElement as HTMLElement);
    links[(index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
  };

  const renderList = (title: string, list: StoredSearch[], favorite: boolean) =>
    list.length ? (
      <section className={styles.section} aria-labelledby={`${id}-${title}`}>
        <h2 className={styles.groupTitle} id={`${id}-${title}`}>
          {title}
        </h2>
        <ul className={styles.storedList}>
          {list.map((hit) => (
            <li key={hit.id} className={styles.stored}>
              <a
                className={styles.storedLink}
                href={hit.url}
                data-part="stored-link"
                onClick={(event) => {
                  stored.addRecent(hit);
                  follow(hit.url)(event);
                }}
              >
                <HitIcon kind={hit.kind} />
                <span className={styles.hitText}>
                  <span className={styles.hitTitle}>{hit.title}</span>
                  {hit.title !== hit.group ? <span className={styles.hitPath}>{hit.group}</span> : null}
                </span>
              </a>
              {favorite ? null : (
                <button
                  type="button"
                  className={styles.action}
                  aria-label={t.saveSearch}
                  title={t.saveSearch}
                  onClick={() => stored.saveFavorite(hit)}
                >
                  <Icon drawing={SEARCH_ICONS.star} strokeWidth={1.7} />
                </button>
              )}
              <button
                type="button"
                className={styles.action}
                aria-label={favorite ? t.removeFavorite : t.removeRecent}
                title={favorite ? t.removeFavorite : t.removeRecent}
                onClick={() => (favorite ? stored.removeFavorite(hit.id) : stored.removeRecent(hit.id))}
              >
                <Icon name="close" strokeWidth={1.8} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <div className={styles.start} onKeyDown={onKeyDown}>
      {renderList(t.recentTitle, stored.recent, false)}
      {renderList(t.favoriteTitle, stored.favorites, true)}
      {!stored.recent.length && !stored.favorites.length ? <p className={styles.empty}>{t.noRecentSearches}</p> : null}
    </div>
  );
}

interface KeywordResultsProps {
  /** Queries to try when nothing matched. */
  suggestions: string[];
  getMissingResultsUrl?: (query: string) => string;
}

/** The answer to a keyword query: the listbox of hits grouped by page, or why there are none. */
export function KeywordResults({ suggestions, getMissingResultsUrl }: KeywordResultsProps) {
  const { id, query, status, result, groups, options, activeIndex, optionId, listboxId, dispatch, ask, openHit, setQuery, inputRef, t } =
    useSearchModalContext('Results');
  if (status === 'error') {
    return (
      <div className={styles.empty} role="alert">
        <p className={styles.emptyTitle}>{t.errorTitle}</p>
        <p>{t.errorHelp}</p>
      </div>
    );
  }

  const noResults = status === 'success' && result?.hits.length === 0;
  let index = 0;
  const optionProps = (i: number) => ({
    id: optionId(i),
    role: 'option',
    'aria-selected': i === activeIndex,
    className: styles.option,
    onMouseMove: () => i !== activeIndex && dispatch({ type: 'highlighted', index: i }),
  });
  return (
    <>
      {options.length && result?.words && result.words.matched < result.words.total ? (
        <p className={styles.someWords}>{t.someWords(result.words.matched, result.words.total)}</p>
      ) : null}
      {options.length ? (
        <div className={styles.listbox} role="listbox" id={listboxId} aria-label={t.resultsLabel} aria-busy={status === 'loading'}>
          {options[0]?.ai ? (
            <div {...optionProps(index++)} data-part="ask-ai" onClick={() => ask(query)}>
              <Icon drawing={SEARCH_ICONS.sparkle} className={styles.hitIcon} strokeWidth={1.7} />
              <span className={styles.hitTitle}>
                {t.askAi}
                <strong>{query}</strong>
              </span>
            </div>
          ) : null}
          {groups.map((group, g) => (
            <div
              key={group.key}
              role="group"
              data-page={group.url}
              aria-labelledby={`${id}-group-${g}`}
              aria-describedby={group.label ? `${id}-label-${g}` : undefined}
              className={styles.group}
            >
              <div className={styles.groupTitle} role="presentation">
                {group.label ? (
                  <span className={kindStyles.kindLabel} id={`${id}-label-${g}`}>
                    {group.label}
                  </span>
                ) : null}
                <span id={`${id}-group-${g}`}>{group.title}</span>
              </div>
              {group.items.map((hit) => {
                const i = index++;
                return (
                  <div
                    key={hit.id}
                    {...optionProps(i)}
                    data-kind={hit.kind ?? 'page'}
                    onClick={(event) => openHit(hit, event.metaKey || event.ctrlKey)}
                  >
                    <HitIcon kind={hit.kind} />
                    <span className={styles.hitText}>
                      <span className={styles.hitTitle}>{highlight(hit.title, query, hit.matches?.title)}</span>
                      {hit.snippet ? <span className={styles.snippet}>{highlight(hit.snippet, query, hit.matches?.snippet)}</span> : null}
                      {trail(hit) ? <span className={styles.hitPath}>{trail(hit)}</span> : null}
                    </span>
                    <Icon drawing={SEARCH_ICONS.enter} className={styles.enter} strokeWidth={1.8} />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      ) : null}
      {noResults ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>
            {t.noResults} "<strong>{query}</strong>"
          </p>
          {suggestions.length ? (
            <>
              <p>{t.trySearchingFor}:</p>
              <ul className={styles.suggestions}>
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <button
                      type="button"
                      className={styles.suggestion}
                      onClick={() => {
                        setQuery(suggestion);
                        inputRef.current?.focus();
                      }}
                    >
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {getMissingResultsUrl ? (
            <p>
              {t.missingResults}{' '}
              <a href={getMissingResultsUrl(query)} target="_blank" rel="noopener noreferrer">
                {t.missingResultsLink}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
