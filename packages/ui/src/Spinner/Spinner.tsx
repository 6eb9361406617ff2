import styles from './Spinner.module.css';

export interface SpinnerProps {
  /**
   * What is loading, read out by screen readers.
   * @default "Loading…"
   */
  label?: string;
  /**
   * Diameter in CSS pixels.
   * @default 32
   */
  size?: number;
}

/**
 * A ring that turns while something loads; a polite status with a name.
 *
 * **When to use** While something loads for more than a moment and its place
 * is known. For page navigations use `ProgressBar`.
 *
 * **Parts** One ring (CSS) and its visually hidden name.
 *
 * **Accessibility** `role="status"` named by `label` (polite); the ring stops
 * turning under `prefers-reduced-motion: reduce`.
 */
export function Spinner({ label = 'Loading…', size = 32 }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={styles.spinner} data-component="Spinner">
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={styles.ring}>
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="2.5" opacity="0.18" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </span>
  );
}
