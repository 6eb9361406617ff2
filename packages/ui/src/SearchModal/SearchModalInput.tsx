import type { KeyboardEvent } from 'react';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { SEARCH_ICONS } from './icons';
import { storedLinks } from './KeywordResults';
import styles from './SearchModal.module.css';
import { useSearchModalContext } from './SearchModalRoot';
import scopeStyles from './ScopeFilter.module.css';
import { ASK_AI_QUESTION_MAX_LENGTH, SEARCH_QUERY_MAX_LENGTH } from './texts';

/**
 * The search field: the query in keyword mode, the next question in Ask AI
 * mode, with "Cancel" beside it.
 *
 * **When to use** First inside `SearchModal.Content`.
 *
 * **Parts** A search icon (a spinner while a search has run for 200 ms; in
 * Ask AI mode a button back to keyword search), the field, a clear button
 * once there is a query, and "Cancel".
 *
 * **Accessibility** A `role="search"` form around a `combobox` that owns the
 * results' `listbox` while it has options, with `aria-activedescendant` on
 * the highlighted one. ArrowUp/ArrowDown move it, wrapping (or walk the
 * recent and favourite searches when the field is empty); Enter opens it,
 * Ctrl/Cmd+Enter in a new tab.
 */
export function SearchModalInput() {
  const { query, aiMode, slow, t, inputRef, options, activeIndex, optionId, listboxId, dispatch, setQuery, ask, openHit, leaveAi, close } =
    useSearchModalContext('Input');
  const expanded = !aiMode && query.trim() !== '' && options.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (aiMode || option?.ai) ask(query);
      else if (option) openHit(option.hit, event.metaKey || event.ctrlKey);
      return;
    }
    if (aiMode || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    if (!query.trim()) {
      const links = storedLinks(event.currentTarget.closest('[role="dialog"]'));
      links[event.key === 'ArrowDown' ? 0 : links.length - 1]?.focus();
      return;
    }
    dispatch({ type: 'moved', from: activeIndex, step: event.key === 'ArrowDown' ? 1 : -1, count: options.length });
  };

  return (
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
        onKeyDown={onKeyDown}
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
  );
}

/**
 * The Docs / All filter: which pages the search looks in. Shown only when
 * the root was given a `scope`, and not in Ask AI mode.
 *
 * **When to use** Under `SearchModal.Input`, for a search opened from a docs
 * page, which lists docs pages only until the reader picks All.
 *
 * **Parts** Two toggle buttons, "Docs" and "All".
 *
 * **Accessibility** A labelled `role="group"` ("Search in") of buttons with
 * `aria-pressed`; choosing one returns focus to the field.
 */
export function SearchModalScopeFilter() {
  const { scope, aiMode, t, dispatch, inputRef } = useSearchModalContext('ScopeFilter');
  if (!scope || aiMode) return null;
  return (
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
  );
}
