import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { SEARCH_ICONS } from './icons';
import styles from './SearchModal.module.css';
import { useSearchModalContext } from './SearchModalRoot';

export interface SearchModalFooterProps {
  /**
   * The full search page: the footer links to `<path>?q=<query>`; `null` drops the link.
   * @default "/search"
   */
  searchPagePath?: string | null;
}

const Kbd = ({ children }: { children: ReactNode }) => <kbd className={styles.kbd}>{children}</kbd>;

/**
 * The dialog's last row: "See all N results" once a query has hits, "New
 * conversation" in an Ask AI conversation, and the keys the mode answers to.
 *
 * **When to use** Last inside `SearchModal.Content`.
 *
 * **Parts** The "See all N results" link (to the search page, with the
 * query and the filter's scope), the "New conversation" button, and the key
 * hints (Enter, the arrows, Esc).
 *
 * **Accessibility** The link follows the site's router on a plain click and
 * the browser's on a modified one; the key hints are `aria-hidden`, since
 * the combobox already announces what the keys do.
 */
export function SearchModalFooter({ searchPagePath = '/search' }: SearchModalFooterProps) {
  const { query, aiMode, scope, status, result, ai, t, follow, dispatch, inputRef } = useSearchModalContext('Footer');
  const seeAll =
    !aiMode && query.trim() && searchPagePath !== null && status === 'success' && result && result.total > 0
      ? `${searchPagePath}?q=${encodeURIComponent(query)}${scope ? `&scope=${scope}` : ''}`
      : null;
  return (
    <div className={styles.footer}>
      {aiMode && ai.turns.length ? (
        <button
          type="button"
          className={styles.newConversation}
          onClick={() => {
            ai.clear();
            dispatch({ type: 'conversationRestarted' });
            inputRef.current?.focus();
          }}
        >
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
  );
}
