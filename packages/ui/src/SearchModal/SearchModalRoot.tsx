import {
  createContext,
  type Dispatch,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../hooks/useModalFocus';
import { groupHits } from './grouping';
import type { HitGroup, Option } from './KeywordResults';
import styles from './SearchModal.module.css';
import {
  initialSearchModalState,
  type SearchModalAction,
  type SearchModalState,
  type SearchScopeChoice,
  searchModalReducer,
} from './searchModalState';
import { type SearchModalTexts, searchModalTexts } from './texts';
import type { AskAiFunction, SearchContext, SearchFunction, SearchHit, SearchResult } from './types';
import { useAskAi } from './useAskAi';
import { type SearchStatus, useKeywordSearch } from './useKeywordSearch';
import { useStoredSearches } from './useStoredSearches';

export interface SearchModalRootProps {
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
   * Given, the modal offers a Docs / All filter (`SearchModal.ScopeFilter`)
   * and opens on this choice (a docs page passes "docs": its search lists
   * docs pages first, only them until the reader picks All); sent as
   * `context.scope`.
   */
  scope?: SearchScopeChoice;
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
  /** The modal's parts: `SearchModal.Content` around `Input`, `ScopeFilter`, `Results` and `Footer`. */
  children?: ReactNode;
}

/** What the parts share: the reducer's state, the searches' answers and what the reader can do. */
interface SearchModalContextValue extends SearchModalState {
  open: boolean;
  dispatch: Dispatch<SearchModalAction>;
  t: SearchModalTexts;
  /** The id prefix of the options, groups, lists and turns. */
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  stored: ReturnType<typeof useStoredSearches>;
  status: SearchStatus;
  result: SearchResult | null;
  slow: boolean;
  ai: ReturnType<typeof useAskAi>;
  groups: HitGroup[];
  /** The listbox's rows: "Ask AI: <query>" first when offered, then the hits in group order. */
  options: Option[];
  activeIndex: number;
  optionId: (index: number) => string;
  listboxId: string;
  setQuery: (query: string) => void;
  close: () => void;
  openHit: (hit: SearchHit, newTab?: boolean) => void;
  /** A click handler that follows `url` through `onNavigate`, unless the reader asked for a new tab or window. */
  follow: (url: string) => (event: MouseEvent) => void;
  ask: (question: string) => void;
  leaveAi: () => void;
}

const SearchModalContext = createContext<SearchModalContextValue | null>(null);

/** The nearest SearchModal.Root's state, for its parts; `part` names the one used outside a root in the error. */
export function useSearchModalContext(part: string) {
  const context = useContext(SearchModalContext);
  if (!context) throw new Error(`<SearchModal.${part}> must be used inside <SearchModal.Root>.`);
  return context;
}

const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

const defaultContext: SearchContext = { language: 'en', docsTag: 'docs-default-current' };

/**
 * The search dialog's state (DocSearch's behaviour over any search
 * function): the query, the keyword search and its hits grouped by page,
 * recent and favourite searches, and, when `askAi` is given, the Ask AI
 * conversation. What the dialog shows changes only through
 * `searchModalReducer`. Renders no element of its own. Load it lazily: it is
 * its own entry, `@freightlane/ui/search-modal`.
 *
 * **When to use** For the site-wide search, opened by `SearchButton` or the
 * shortcuts. Load it on first use: it is the package's second entry.
 *
 * **Parts** `SearchModal.Root` (state), `SearchModal.Content` (the dialog),
 * `SearchModal.Input` (the search field), `SearchModal.ScopeFilter` (Docs /
 * All, with `scope`), `SearchModal.Results` (hits, stored searches or the
 * Ask AI conversation) and `SearchModal.Footer` ("See all N results", key
 * hints).
 *
 * **Accessibility** A modal `role="dialog"`; the field is a `combobox` that
 * owns a `listbox` of hits (ArrowUp/ArrowDown move the active option, Enter
 * opens it, Escape closes and returns focus). While a search runs the list is
 * `aria-busy`; the result count is announced politely.
 */
export function SearchModalRoot({
  open,
  onOpenChange,
  search,
  onNavigate,
  indexName = 'default',
  context = defaultContext,
  initialQuery = '',
  scope: initialScope,
  askAi,
  maxResultsPerGroup = 5,
  texts,
  children,
}: SearchModalRootProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(searchModalReducer, undefined, () => initialSearchModalState(initialQuery, initialScope));
  const { query, active, aiMode, scope } = state;
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

  // Each opening starts afresh. These run before the browser handles
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
  useIsoLayoutEffect(() => {
    if (open && initialQuery) setQuery(initialQuery);
  }, [initialQuery]);

  const groups = result && status !== 'error' ? groupHits(result.hits, maxResultsPerGroup) : [];
  const options: Option[] = [
    ...(askAi && query.trim() ? [{ ai: true as const }] : []),
    ...groups.flatMap((g) => g.items.map((hit) => ({ hit }))),
  ];
  const close = () => onOpenChange(false);

  const value: SearchModalContextValue = {
    ...state,
    open,
    dispatch,
    t: { ...searchModalTexts, ...texts },
    id,
    inputRef,
    stored,
    status,
    result,
    slow,
    ai,
    groups,
    options,
    activeIndex: Math.min(active, options.length - 1),
    optionId: (index) => `${id}-option-${index}`,
    listboxId: `${id}-listbox`,
    setQuery,
    close,
    openHit: (hit, newTab) => {
      stored.addRecent(hit);
      if (newTab) {
        window.open(hit.url, '_blank', 'noopener');
        return;
      }
      close();
      onNavigate(hit.url);
    },
    follow: (url) => (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      close();
      onNavigate(url);
    },
    ask: (question) => {
      if (!askAi || !question.trim()) return;
      dispatch({ type: 'asked' });
      void ai.ask(question, result && resultQuery === question ? result.hits : undefined);
    },
    leaveAi: () => {
      ai.clear();
      dispatch({ type: 'leftAi' });
    },
  };
  return <SearchModalContext.Provider value={value}>{children}</SearchModalContext.Provider>;
}

export interface SearchModalContentProps {
  /** What the dialog holds, top to bottom: `SearchModal.Input`, `ScopeFilter`, `Results`, `Footer`. */
  children?: ReactNode;
}

/**
 * The dialog itself, in a portal over a backdrop, while the root is open:
 * the rest of the page is inert, it does not scroll, and Tab stays inside.
 *
 * **When to use** Once inside `SearchModal.Root`, around the parts the
 * dialog shows.
 *
 * **Parts** The backdrop (a click on it closes) and the dialog box, which
 * lays its children out as a column: field, filter, scrolling results,
 * footer.
 *
 * **Accessibility** `role="dialog"`, `aria-modal`, named by the
 * `dialogLabel` text ("Search"). The field has focus on open; Escape leaves
 * Ask AI mode, else closes, and focus returns to where it was.
 */
export function SearchModalContent({ children }: SearchModalContentProps) {
  const { open, aiMode, t, status, inputRef, activeIndex, optionId, close, leaveAi } = useSearchModalContext('Content');
  const rootRef = useRef<HTMLDivElement>(null);

  useModalFocus(rootRef, open);
  useIsoLayoutEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open, aiMode]);
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (aiMode) leaveAi();
    else close();
  };

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
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={t.dialogLabel} onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  );
  // A fragment around the portal: react-docgen (the Docs page's props table) sees a component returning JSX.
  return <>{createPortal(dialog, document.body)}</>;
}
