import { useEffect, useId, useLayoutEffect, useReducer, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../Icon';
import { SEARCH_ICONS } from './icons';
import { Spinner } from '../Spinner';
import { AskAiPanel } from './AskAiPanel';
import { groupHits } from './grouping';
import { KeywordResults, type Option, StoredSearches, storedLinks } from './KeywordResults';
import styles from './SearchModal.module.css';
import scopeStyles from './ScopeFilter.module.css';
import { ASK_AI_QUESTION_MAX_LENGTH, SEARCH_QUERY_MAX_LENGTH, searchModalTexts, type SearchModalTexts } from './texts';
import type { AskAiFunction, SearchContext, SearchFunction, SearchHit } from './types';
import { useAskAi } from './useAskAi';
import { useKeywordSearch } from './useKeywordSearch';
import { useModalFocus } from '../hooks/useModalFocus';
import { initialSearchModalState, searchModalReducer, type SearchScopeChoice } from './searchModalState';
import { useStoredSearches } from './useStoredSearches';

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
  /**
   * Given, the modal offers a Docs / All filter and opens on this choice
   * (a docs page passes "docs": its search lists docs pages first, only
   * them until the reader picks All); sent as `context.scope`.
   */
  scope?: SearchScopeChoice;
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

const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

const defaultContext: SearchContext = { language: 'en', docsTag: 'docs-default-current' };

const Kbd = ({ children }: { children: ReactNode }) => <kbd className={styles.kbd}>{children}</kbd>;

/**
 * The search dialog (DocSearch's behaviour over any search function): a
 * combobox and a listbox of hits grouped by page, recent and favourite
 * searches, and, when `askAi` is given, an Ask AI mode that streams answers.
 * Load it lazily: it is its own entry, `@freightlane/ui/search-modal`.
 *
 * This is the shell (the field, the footer, the keys, the two modes); the
 * keyword results live in `KeywordResults`, the conversation in `AskAiPanel`,
 * and what the dialog shows changes only through `searchModalReducer`.
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
  scope: initialScope,
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
  const [{ query, active, aiMode, scope }, dispatch] = useReducer(searchModalReducer, undefined, () =>
    initialSearchModalState(initialQuery, initialScope),
  );
  const setQuery = (next: string) => dispatch({ type: 'queryChanged', query: next });
  const stored = useStoredSearches(indexName);
  const { status, result, resultQuery, slow } = useKeywordSearch({
    query,
    enabled: open && !aiMode,
    search,
    context: scope ? { ...context, scope } : context,
    onResult: () => dispatch({ type: 'resultsArrived' }),
  });
  const ai = useAskAi({ open, askAi, search, context });

  useModalFocus(rootRef, open);

  // Each opening starts afresh. These three run before the browser handles
  // another key: characters typed before the app was live are handed over
  // as the initial query, and the next key must edit that text in a
  // focused field, not an older value (it was lost or overwritten).
  // Only an opening resets; the next effect follows a changed initial query.
  useIsoLayoutEffect(() => {
    dispatch({ type: 'opened', query: initialQuery, scope: initialScope });
    ai.clear();
  }, [open]);
  // An initial query that changes while open (characters typed before the
  // app was live, handed over late) replaces the query.
  // A change of the initial query replaces the query; opening alone is the effect above's.
  useIsoLayoutEffect(() => {
    if (open && initialQuery) setQuery(initialQuery);
  }, [initialQuery]);

  useIsoLayoutEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open, aiMode]);

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

  const ask = (question: string) => {
    if (!askAi || !question.trim()) return;
    dispatch({ type: 'asked' });
    void ai.ask(question, result && resultQuery === question ? result.hits : undefined);
  };

  const newConversation = () => {
    ai.clear();
    dispatch({ type: 'conversationRestarted' });
    inputRef.current?.focus();
  };

  const leaveAi = () => {
    ai.clear();
    dispatch({ type: 'leftAi' });
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
        ask(query);
        return;
      }
      const option = options[activeIndex];
      if (option?.ai) ask(query);
      else if (option) openHit(option.hit, event.metaKey || event.ctrlKey);
      return;
    }
    if (aiMode || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    if (!query.trim()) {
      const links = storedLinks(rootRef.current);
      links[event.key === 'ArrowDown' ? 0 : links.length - 1]?.focus();
      return;
    }
    dispatch({ type: 'moved', from: activeIndex, step: event.key === 'ArrowDown' ? 1 : -1, count: options.length });
  };

  const hasQuery = query.trim() !== '';
  const expanded = !aiMode && hasQuery && options.length > 0;

  const body = aiMode ? (
    <AskAiPanel id={id} turns={ai.turns} follow={follow} t={t} />
  ) : !hasQuery ? (
    <StoredSearches id={id} stored={stored} follow={follow} t={t} />
  ) : (
    <KeywordResults
      id={id}
      query={query}
      status={status}
      result={result}
      groups={groups}
      options={options}
      activeIndex={activeIndex}
      onActiveChange={(index) => dispatch({ type: 'highlighted', index })}
      optionId={optionId}
      listboxId={listboxId}
      onAsk={() => ask(query)}
      onOpenHit={openHit}
      suggestions={(result?.suggestions ?? suggestions ?? []).slice(0, 3)}
      onSuggestion={(suggestion) => {
        setQuery(suggestion);
        inputRef.current?.focus();
      }}
      getMissingResultsUrl={getMissingResultsUrl}
      t={t}
    />
  );

  const seeAll =
    !aiMode && hasQuery && searchPagePath !== null && status === 'success' && result && result.total > 0
      ? `${searchPagePath}?q=${encodeURIComponent(query)}${scope ? `&scope=${scope}` : ''}`
      : null;

  const dialog = (
    <div
      ref={rootRef}
      className={styles.backdrop}
      data-component="SearchModal"
      data-state="open"
      data-mode={aiMode ? 'ask-ai' : 'keyword'}
      data-status={status}
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
              <Icon drawing={SEARCH_ICONS['arrow-left']} strokeWidth={2} />
            </button>
          ) : slow ? (
            <Spinner label={t.loading} size={20} />
          ) : (
            <Icon drawing={SEARCH_ICONS.lens} className={styles.searchIcon} strokeWidth={2} />
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
              <Icon name="close" strokeWidth={2} />
            </button>
          ) : null}
          <button type="button" className={styles.cancel} onClick={close}>
            {t.cancelLabel}
          </button>
        </form>
        {scope && !aiMode ? (
          <div className={`${scopeStyles.scopes} ${styles.scopes}`} role="group" aria-label={t.scopeLabel}>
            {(['docs', 'all'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                className={scopeStyles.scope}
                aria-pressed={scope === choice}
                onClick={() => {
                  dispatch({ type: 'scopeChosen', scope: choice });
                  inputRef.current?.focus();
                }}
              >
                {choice === 'docs' ? t.scopeDocs : t.scopeAll}
              </button>
            ))}
          </div>
        ) : null}
        <div className={styles.body}>{body}</div>
        <div className={styles.footer}>
          {aiMode && ai.turns.length ? (
            <button type="button" className={styles.newConversation} onClick={newConversation}>
              <Icon drawing={SEARCH_ICONS.plus} strokeWidth={2} />
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
