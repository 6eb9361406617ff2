import { Button } from '../Button';
import { Icon } from '../Icon';
import styles from './RouteLoadError.module.css';

export interface RouteLoadErrorProps {
  /** What failed: its message is shown. */
  error: unknown;
  /** Tries loading the page again. */
  onRetry: () => void;
  /**
   * The button's text.
   * @default "Retry"
   */
  retryLabel?: string;
}

/** The text of any thrown value. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Shown when a page's code failed to load: the error and a "Retry" button.
 *
 * **When to use** As the fallback when a lazily loaded page's code failed to
 * download (a deploy, a dropped connection).
 *
 * **Parts** The error message and the retry button.
 *
 * **Accessibility** A `role="alert"`, so the failure is announced; "Retry" is
 * a real `<button>`.
 */
export function RouteLoadError({ error, onRetry, retryLabel = 'Retry' }: RouteLoadErrorProps) {
  return (
    <div className={styles.wrapper} data-component="RouteLoadError">
      <div role="alert" className={styles.box}>
        <Icon name="bell" size={20} className={styles.icon} />
        <p className={styles.message} data-part="message">
          {errorMessage(error)}
        </p>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
