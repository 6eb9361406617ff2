import { forwardRef, useEffect, useState, type ButtonHTMLAttributes } from 'react';
import styles from './SearchButton.module.css';

export interface SearchButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /**
   * The button's text and accessible name.
   * @default "Search"
   */
  label?: string;
  /**
   * Called on hover, focus and touch: the moment to `import()` the modal so it opens at once.
   */
  onPreload?: () => void;
}

/** Apple platforms show ⌘, the others Ctrl. */
export function isApplePlatform(nav: Navigator = navigator) {
  const platform = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || nav.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * The navbar's search button: "Search" and the shortcut hint, "⌘ K" on Apple
 * platforms and "Ctrl K" elsewhere. The hint appears after mount, so the
 * server's HTML never disagrees with the browser's; its room, as wide as "Ctrl
 * K", is there from the first paint, so nothing moves when it appears.
 *
 * **When to use** In the navbar's search slot; `useSearchShortcuts` opens the
 * search from Ctrl/⌘+K and "/".
 *
 * **Parts** The search icon, the label and the shortcut hint (`<kbd>` keys).
 *
 * **Accessibility** A `<button>` named by its label; the shortcut is exposed
 * with `aria-keyshortcuts`, and the hint is hidden from screen readers.
 */
export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  { label = 'Search', onPreload, className, onPointerEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(isApplePlatform()), []);
  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      data-component="SearchButton"
      aria-keyshortcuts={apple === null ? undefined : apple ? 'Meta+K' : 'Control+K'}
      onPointerEnter={(event) => {
        onPreload?.();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        onPreload?.();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        onPreload?.();
        onTouchStart?.(event);
      }}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="m20 20-4.35-4.35M18 10.5a7.5 7.5 0 1 1-15 0 7.5 7.5 0 0 1 15 0Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.label}>{label}</span>
      <span className={styles.keys} data-part="shortcut" aria-hidden="true">
        {apple === null ? null : (
          <>
            <kbd className={`${styles.key} ${styles.modifierKey}`}>{apple ? '⌘' : 'Ctrl'}</kbd>
            <kbd className={`${styles.key} ${styles.letterKey}`}>K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
