import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '../Spinner';
import { highlight } from './Highlight';
import styles from './SearchModal.module.css';
import type { AskAiFunction, AskAiSource, AskAiTurn, SearchContext, SearchFunction, SearchHit, SearchResult } from './types';
import { useModalFocus } from './useModalFocus';
import { useStoredSearches, type StoredSearch } from './useStoredSearches';

/** Every text of the modal, English by default. */
export const searchModalTexts = {
  dialogLabel: 'Search',
  inputLabel: 'Search',
  placeholder: 'Search docs',
  clearLabel: 'Clear the query',
  cancelLabel: 'Cancel',
  resultsLabel: 'Search results',
  loading: 'Loading results',
  recentTitle: 'Recent',
  favoriteTitle: 'Favorite',
  noRecentSearches: 'No recent searches',
  saveSearch: 'Save this search',
  removeRecent: 'Remove this search from history',
  removeFavorite: 'Remove this search from favorites',
  noResults: 'No results found for',
  someWords: (matched: number, total: number) => `Showing results for ${matched} of ${total} words`,
  trySearchingFor: 'Try searching for',
  missingResults: 'Believe this query should return results?',
  missingResultsLink: 'Let us know.',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  seeAllResults: (count: number) => `See all ${count} results`,
  selectKey: 'to select',
  navigateKey: 'to navigate',
  closeKey: 'to close',
  askAi: 'Ask AI: ',
  askAnotherQuestion: 'Ask another question...',
  backToKeywordSearch: 'Back to keyword search',
  answering: 'Answering...',
  relatedSources: 'Related sources',
  aiDisclaimer: 'Answers are generated with AI which can make mistakes. Verify responses.',
  aiError: 'Chat error',
  aiStopped: 'Stopped for the next question.',
  newConversation: 'New conversation',
  submitQuestion: 'to submit the question',
  backToSearch: 'to go back to search',
};

export type SearchModalTexts = typeof searchModalTexts;

/**
 * A search that answers faster than this shows no loading state at all, so
 * typing over a fast index does not flicker.
 */
export const SEARCH_SPINNER_DELAY_MS = 200;

/** The longest keyword query the input takes. */
export const SEARCH_QUERY_MAX_LENGTH = 512;
/** The longest question the input takes in Ask AI mode: what the Ask AI backend accepts. */
export const ASK_AI_QUESTION_MAX_LENGTH = 500;

export interface SearchModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false to close (Escape, backdrop, "Cancel", after choosing a hit). */
  onOpenChange: (open: boolean) => void;
  /** Answers queries: the local index or a hosted provider. */
  search: SearchFunction;
  /** Follows a chosen hit's URL (the site's router). */
  onNavigate: (url: string) => void;
  /**
   * The index name: recent and favourite searches are stored under it.
   * @default "default"
   */
  indexName?: string;
  /**
   * Sent with every query.
   * @default { language: "en", docsTag: "docs-default-current" }
   */
  context?: SearchContext;
  /** The query when the modal opens (e.g. the text the reader had selected). */
  initialQuery?: string;
  /** Queries to offer when nothing matched, when the search function gives none. */
  suggestions?: string[];
  /** Where readers report a query that should have matched ("Let us know."). */
  getMissingResultsUrl?: (query: string) => string;
  /**
   * The full search page: the footer links to `<path>?q=<query>`; `null` drops the link.
   * @default "/search"
   */
  searchPagePath?: string | null;
  /**
   * Streams answers: given, the modal offers "Ask AI: <query>" as its first
   * row. Follow-up questions keep the conversation: it gets the earlier
   * questions and answers as `history`.
   */
  askAi?: AskAiFunction;
  /**
   * The most hits shown under one page.
   * @default 5
   */
  maxResultsPerGroup?: number;
  /** Replaces any of the texts. */
  texts?: Partial<SearchModalTexts>;
}

type Status = 'idle' | 'loading' | 'success' | 'error';
type Option = { ai: true; hit?: undefined } | { ai?: undefined; hit: SearchHit };

interface Turn {
  question: string;
  text: string;
  sources: AskAiSource[];
  /** `stopped`: a follow-up question was sent before this answer ended. */
  status: 'streaming' | 'done' | 'error' | 'stopped';
  /** Why the answer failed (`status: 'error'`): the message of what `askAi` threw, if it had one. */
  errorMessage?: string;
}

/** The message of what an Ask AI function threw: the backend's words for the reader, when there are any. */
const failureMessage = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'string' ? error : '').trim();

/** What the next question is asked with: the earlier questions whose answers completed. */
const conversationHistory = (turns: Turn[]): AskAiTurn[] =>
  turns.filter((turn) => turn.status === 'done').map((turn) => ({ question: turn.question, answer: turn.text }));

const defaultContext: SearchContext = { language: 'en', docsTag: 'docs-default-current' };

/** Hits grouped by page, in rank order of each group's best hit, at most `max` per group. */
export function groupHits(hits: SearchHit[], max: number) {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.group) ?? [];
    if (list.length < max) list.push(hit);
    groups.set(hit.group, list);
  }
  return [...groups].map(([title, items]) => ({ title, items }));
}

function HitIcon({ kind }: { kind?: SearchHit['kind'] }) {
  return (
    <svg className={styles.hitIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={
          kind === 'section'
            ? 'M10 4 8 20m8-16-2 16M4 9h16M4 15h16'
            : kind === 'content'
              ? 'M4 6h16M4 12h16M4 18h10'
              : 'M6 3h8l4 4v14H6V3Zm8 0v4h4'
        }
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The headings between the group and the hit (the group is its heading already). */
const trail = (hit: SearchHit) => (hit.path ?? []).filter((step) => step !== hit.group && step !== hit.title).join(' › ');

const Kbd = ({ children }: { children: ReactNode }) => <kbd className={styles.kbd}>{children}</kbd>;

/**
 * The search dialog (DocSearch's behaviour over any search function): a
 * combobox and a listbox of hits grouped by page, recent and favourite
 * searches, and, when `askAi` is given, an Ask AI mode that streams answers.
 * Load it lazily: it is its own entry, `@freightlane/ui/search-modal`.
 *
 * **When to use** For the site-wide search, opened by `SearchButton` or the
 * shortcuts. Load it on first use: it is the package's second entry.
 *
 * **Parts** The search field, the hits grouped by page (or recent and
 * favourite searches when the field is empty), the footer with key hints, and,
 * with `askAi`, the Ask AI conversation.
 *
 * **Accessibility** A modal `role="dialog"`; the field is a `combobox` that
 * owns a `listbox` of hits (ArrowUp/ArrowDown move the active option, Enter
 * opens it, Escape closes and returns focus). While a search runs the list is
 * `aria-busy`; the result count is announced politely.
 */
export function SearchModal({
  open,
  onOpenChange,
  search,
  onNavigate,
  indexName = 'default',
  context = defaultContext,
  initialQuery = '',
  suggestions,
  getMissingResultsUrl,
  searchPagePath = '/search',
  askAi,
  maxResultsPerGroup = 5,
  texts: textOverrides,
}: SearchModalProps) {
  const t = { ...searchModalTexts, ...textOverrides };
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<SearchResult | null>(null);
  /** The query `result` answers: Ask AI reuses its hits only for the same question. */
  const [resultQuery, setResultQuery] = useState('');
  const [active, setActive] = useState(0);
  const [aiMode, setAiMode] = useState(false);
  const [turns, setTurns] = useState<Turn[]>([]);
  /** The keyword query to go back to when leaving Ask AI. */
  const [keywordQuery, setKeywordQuery] = useState('');
  const lastTurnRef = useRef<HTMLElement>(null);
  const stored = useStoredSearches(indexName);
  const latest = useRef({ search, askAi, context });
  latest.current = { search, askAi, context };
  const aiController = useRef<AbortController | null>(null);
  const [slowSearch, setSlowSearch] = useState(false);

  useModalFocus(rootRef, open);

  // Each opening starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets; the next effect follows a changed initial query.
  useEffect(() => {
    setQuery(initialQuery);
    setAiMode(false);
    setTurns([]);
  }, [open]);
  // An initial query that changes while open (characters typed before the
  // app was live, handed over late) replaces the query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the initial query replaces the query; opening alone is the effect above's.
  useEffect(() => {
    if (open && initialQuery) setQuery(initialQuery);
  }, [initialQuery]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open, aiMode]);

  // One query per keystroke; a newer query aborts the older and its late answer is dropped.
  useEffect(() => {
    if (!open || aiMode) return;
    if (!query.trim()) {
      setResult(null);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    latest.current.search(query, latest.current.context, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setResult(answer);
        setResultQuery(query);
        setStatus('success');
        setActive(0);
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [query, open, aiMode]);

  // A search still running after the delay shows a spinner in place of the search icon.
  const searching = open && !aiMode && status === 'loading';
  useEffect(() => {
    if (!searching) return;
    const timer = setTimeout(() => setSlowSearch(true), SEARCH_SPINNER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setSlowSearch(false);
    };
  }, [searching]);

  // Leaving Ask AI mode or closing the modal stops the answer.
  useEffect(() => () => aiController.current?.abort(), [open]);

  // A new question scrolls into view above its answer.
  useEffect(() => {
    lastTurnRef.current?.scrollIntoView?.({ block: 'start' });
  }, [turns.length]);

  const groups = result && status !== 'error' ? groupHits(result.hits, maxResultsPerGroup) : [];
  const options: Option[] = [
    ...(askAi && query.trim() ? [{ ai: true as const }] : []),
    ...groups.flatMap((g) => g.items.map((hit) => ({ hit }))),
  ];
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;
  const activeIndex = Math.min(active, options.length - 1);

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  if (!open || typeof document === 'undefined') return null;

  const close = () => onOpenChange(false);

  const openHit = (hit: SearchHit, newTab = false) => {
    stored.addRecent(hit);
    if (newTab) {
      window.open(hit.url, '_blank', 'noopener');
      return;
    }
    close();
    onNavigate(hit.url);
  };

  const follow = (url: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    close();
    onNavigate(url);
  };

  const ask = async (question: string) => {
    const fn = latest.current.askAi;
    if (!fn || !question.trim()) return;
    aiController.current?.abort();
    const controller = new AbortController();
    aiController.current = controller;
    const history = conversationHistory(turns);
    if (!aiMode) setKeywordQuery(query);
    setAiMode(true);
    setQuery('');
    setTurns((list) => [
      ...list.map((turn) => (turn.status === 'streaming' ? { ...turn, status: 'stopped' as const } : turn)),
      { question, text: '', sources: [], status: 'streaming' },
    ]);
    const patch = (change: (turn: Turn) => Partial<Turn>) =>
      setTurns((list) => list.map((turn, index) => (index === list.length - 1 ? { ...turn, ...change(turn) } : turn)));
    const { search: searchFn, context: searchContext } = latest.current;
    try {
      // The keyword hits of this very question: a follow-up searches again, and answers without sources if that fails.
      const sources =
        result && resultQuery === question
          ? result.hits
          : await searchFn(question, searchContext, { signal: controller.signal }).then(
              (found) => found.hits,
              () => [],
            );
      if (controller.signal.aborted) return;
      for await (const event of fn(question, sources, { signal: controller.signal, context: searchContext, history })) {
        if (controller.signal.aborted) return;
        patch((turn) => (event.type === 'text' ? { text: turn.text + event.text } : { sources: event.sources }));
      }
      if (!controller.signal.aborted) patch(() => ({ status: 'done' }));
    } catch (error) {
      if (!controller.signal.aborted) patch(() => ({ status: 'error', errorMessage: failureMessage(error) }));
    }
  };

  const newConversation = () => {
    aiController.current?.abort();
    setTurns([]);
    setQuery('');
    inputRef.current?.focus();
  };

  const leaveAi = () => {
    aiController.current?.abort();
    setAiMode(false);
    setQuery(keywordQuery);
    setTurns([]);
  };

  const onDialogKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (aiMode) leaveAi();
    else close();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (aiMode) {
        void ask(query);
        return;
      }
      const option = options[activeIndex];
      if (option?.ai) void ask(query);
      else if (option) openHit(option.hit, event.metaKey || event.ctrlKey);
      return;
    }
    if (aiMode || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    if (!query.trim()) {
      const links = rootRef.current?.querySelectorAll<HTMLElement>('[data-part="stored-link"]');
      links?.[event.key === 'ArrowDown' ? 0 : links.length - 1]?.focus();
      return;
    }
    if (!options.length) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((activeIndex + step + options.length) % options.length);
  };

  // Arrow keys walk the recent and favourite searches, wrapping.
  const onStoredKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-part="stored-link"]') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLElement);
    links[(index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
  };

  const renderStored = (title: string, list: StoredSearch[], favorite: boolean) =>
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
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                      d="m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 17l-5.4 2.8 1.1-6.1-4.5-4.3 6.1-.8L12 3Z"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.7"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              )}
              <button
                type="button"
                className={styles.action}
                aria-label={favorite ? t.removeFavorite : t.removeRecent}
                title={favorite ? t.removeFavorite : t.removeRecent}
                onClick={() => (favorite ? stored.removeFavorite(hit.id) : stored.removeRecent(hit.id))}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  const hasQuery = query.trim() !== '';
  const expanded = !aiMode && hasQuery && options.length > 0;
  const noResults = !aiMode && hasQuery && status === 'success' && result?.hits.length === 0;
  const tryThese = (result?.suggestions ?? suggestions ?? []).slice(0, 3);
  const lastTurn = turns[turns.length - 1];

  let body: ReactNode;
  if (aiMode) {
    body = (
      <div className={styles.ai} role="log" aria-busy={lastTurn?.status === 'streaming'}>
        {turns.map((turn, index) => (
          <article
            key={index}
            ref={index === turns.length - 1 ? lastTurnRef : undefined}
            className={styles.turn}
            data-state={turn.status}
            aria-labelledby={`${id}-question-${index}`}
          >
            <h2 className={styles.question} id={`${id}-question-${index}`}>
              {turn.question}
            </h2>
            {turn.status === 'streaming' && !turn.text ? <p className={styles.muted}>{t.answering}</p> : null}
            <p className={styles.answer}>{turn.text}</p>
            {turn.status === 'error' ? (
              <section className={styles.error} aria-labelledby={`${id}-error-${index}`}>
                <h3 className={styles.errorTitle} id={`${id}-error-${index}`}>
                  {t.aiError}
                </h3>
                {turn.errorMessage ? <p className={styles.errorMessage}>{turn.errorMessage}</p> : null}
              </section>
            ) : null}
            {turn.status === 'stopped' ? <p className={styles.muted}>{t.aiStopped}</p> : null}
            {turn.sources.length ? (
              <section aria-labelledby={`${id}-sources-${index}`}>
                <h3 className={styles.groupTitle} id={`${id}-sources-${index}`}>
                  {t.relatedSources}
                </h3>
                <ul className={styles.sources}>
                  {turn.sources.map((source) => (
                    <li key={source.url}>
                      <a href={source.url} onClick={follow(source.url)}>
                        {source.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </article>
        ))}
        <p className={styles.disclaimer}>{t.aiDisclaimer}</p>
      </div>
    );
  } else if (!hasQuery) {
    body = (
      <div className={styles.start} onKeyDown={onStoredKeyDown}>
        {renderStored(t.recentTitle, stored.recent, false)}
        {renderStored(t.favoriteTitle, stored.favorites, true)}
        {!stored.recent.length && !stored.favorites.length ? <p className={styles.empty}>{t.noRecentSearches}</p> : null}
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.empty} role="alert">
        <p className={styles.emptyTitle}>{t.errorTitle}</p>
        <p>{t.errorHelp}</p>
      </div>
    );
  } else {
    let index = 0;
    const optionProps = (i: number) => ({
      id: optionId(i),
      role: 'option',
      'aria-selected': i === activeIndex,
      className: styles.option,
      onMouseMove: () => i !== activeIndex && setActive(i),
    });
    body = (
      <>
        {!aiMode && options.length && result?.words && result.words.matched < result.words.total ? (
          <p className={styles.someWords}>{t.someWords(result.words.matched, result.words.total)}</p>
        ) : null}
        {options.length ? (
          <div className={styles.listbox} role="listbox" id={listboxId} aria-label={t.resultsLabel} aria-busy={status === 'loading'}>
            {options[0]?.ai ? (
              <div {...optionProps(index++)} data-part="ask-ai" onClick={() => void ask(query)}>
                <svg className={styles.hitIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3Z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.7"
                    strokeLinejoin="round"
                  />
                </svg>
                <span className={styles.hitTitle}>
                  {t.askAi}
                  <strong>{query}</strong>
                </span>
              </div>
            ) : null}
            {groups.map((group, g) => (
              <div key={group.title} role="group" aria-labelledby={`${id}-group-${g}`} className={styles.group}>
                <div className={styles.groupTitle} id={`${id}-group-${g}`} role="presentation">
                  {group.title}
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
                      <svg className={styles.enter} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path
                          d="M19 5v7a3 3 0 0 1-3 3H6m0 0 4-4m-4 4 4 4"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
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
            {tryThese.length ? (
              <>
                <p>{t.trySearchingFor}:</p>
                <ul className={styles.suggestions}>
                  {tryThese.map((suggestion) => (
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

  const seeAll =
    !aiMode && hasQuery && searchPagePath !== null && status === 'success' && result && result.total > 0
      ? `${searchPagePath}?q=${encodeURIComponent(query)}`
      : null;

  const dialog = (
    <div
      ref={rootRef}
      className={styles.backdrop}
      data-component="SearchModal"
      data-state="open"
      data-mode={aiMode ? 'ask-ai' : 'keyword'}
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={t.dialogLabel} onKeyDown={onDialogKeyDown}>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          {aiMode ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t.backToKeywordSearch}
              title={t.backToKeywordSearch}
              onClick={leaveAi}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M19 12H5m0 0 6-6m-6 6 6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          ) : searching && slowSearch ? (
            <Spinner label={t.loading} size={20} />
          ) : (
            <svg className={styles.searchIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="m20 20-4.35-4.35M18 10.5a7.5 7.5 0 1 1-15 0 7.5 7.5 0 0 1 15 0Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          )}
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={aiMode ? t.askAnotherQuestion : t.inputLabel}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listboxId : undefined}
            aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder={aiMode ? t.askAnotherQuestion : t.placeholder}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint={aiMode ? 'send' : 'go'}
            maxLength={aiMode ? ASK_AI_QUESTION_MAX_LENGTH : SEARCH_QUERY_MAX_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          {query && !aiMode ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t.clearLabel}
              title={t.clearLabel}
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
          <button type="button" className={styles.cancel} onClick={close}>
            {t.cancelLabel}
          </button>
        </form>
        <div className={styles.body}>{body}</div>
        <div className={styles.footer}>
          {aiMode && turns.length ? (
            <button type="button" className={styles.newConversation} onClick={newConversation}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {t.newConversation}
            </button>
          ) : null}
          {seeAll ? (
            <a className={styles.seeAll} href={seeAll} onClick={follow(seeAll)}>
              {t.seeAllResults(result?.total ?? 0)}
            </a>
          ) : null}
          <ul className={styles.keys} aria-hidden="true">
            <li>
              <Kbd>↵</Kbd> {aiMode ? t.submitQuestion : t.selectKey}
            </li>
            {aiMode ? null : (
              <li>
                <Kbd>↓</Kbd>
                <Kbd>↑</Kbd> {t.navigateKey}
              </li>
            )}
            <li>
              <Kbd>Esc</Kbd> {aiMode ? t.backToSearch : t.closeKey}
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
  // A fragment around the portal: react-docgen (the Docs page's props table) sees a component returning JSX.
  return <>{createPortal(dialog, document.body)}</>;
}
