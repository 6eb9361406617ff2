import styles from './LastUpdated.module.css';

export interface LastUpdatedProps {
  /** When the page last changed: an ISO string, a Date or epoch milliseconds. */
  date?: string | number | Date;
  /** Who changed it last, when known. */
  author?: string;
  /**
   * The locale of the date.
   * @default "en-US"
   */
  locale?: string;
  /**
   * The sentence's start.
   * @default "Last updated"
   */
  label?: string;
  /**
   * The word before the date.
   * @default "on"
   */
  onLabel?: string;
  /**
   * The word before the author.
   * @default "by"
   */
  byLabel?: string;
}

/** Formats a date as "Jan 5, 2025" in UTC, so the server and every browser agree. */
export function formatLastUpdated(date: Date, locale = 'en-US') {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * "Last updated on Jan 5, 2025 by Ada": the date in a `<time dateTime>`.
 *
 * **When to use** At the foot of a docs page whose date of change is known
 * (from Git).
 *
 * **Parts** The label, the date in a `<time dateTime>`, and optionally "by"
 * and the author.
 *
 * **Accessibility** The `<time>` element carries the machine-readable date;
 * the text is plain, so it is read as written.
 */
export function LastUpdated({ date, author, locale = 'en-US', label = 'Last updated', onLabel = 'on', byLabel = 'by' }: LastUpdatedProps) {
  const when = date === undefined ? undefined : new Date(date);
  const valid = when && !Number.isNaN(when.getTime());
  if (!valid && !author) return null;
  return (
    <p className={styles.lastUpdated} data-component="LastUpdated">
      {label}
      {valid ? (
        <>
          {` ${onLabel} `}
          <time dateTime={when.toISOString()} className={styles.value}>
            {formatLastUpdated(when, locale)}
          </time>
        </>
      ) : null}
      {author ? (
        <>
          {` ${byLabel} `}
          <span className={styles.value}>{author}</span>
        </>
      ) : null}
    </p>
  );
}
