import { useEffect, useState } from 'react';
import { Spinner } from '../Spinner';
import styles from './RouteLoading.module.css';

/** A page that loads faster than this shows nothing at all. */
export const SPINNER_DELAY_MS = 200;

export interface RouteLoadingProps {
  /**
   * How long to show nothing first.
   * @default SPINNER_DELAY_MS (200)
   */
  delay?: number;
  /**
   * The spinner's accessible name.
   * @default "Loading page…"
   */
  label?: string;
}

/**
 * The fallback while a page's code loads: empty for 200 ms, then a centred
 * spinner.
 *
 * **When to use** As the Suspense fallback while a page's code loads.
 *
 * **Parts** Nothing for `delay` ms (fast loads show no flash), then a centred
 * `Spinner`.
 *
 * **Accessibility** The spinner is a polite status named by `label`, so a long
 * load is announced once.
 */
export function RouteLoading({ delay = SPINNER_DELAY_MS, label = 'Loading page…' }: RouteLoadingProps) {
  const [pastDelay, setPastDelay] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setPastDelay(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} data-component="RouteLoading">
      <Spinner label={label} size={40} />
    </div>
  );
}
