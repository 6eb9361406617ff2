import { useEffect, useState, useSyncExternalStore } from 'react';
import styles from './ProgressBar.module.css';
import { createProgressController, type ProgressController, type ProgressControllerOptions } from './createProgressController';

export interface ProgressBarProps {
  /** The controller the site drives with start() and done(). */
  controller: ProgressController;
  /**
   * The progress bar's accessible name.
   * @default "Loading page"
   */
  label?: string;
}

/** A controller that lives as long as the component (for sites that keep it in React). */
export function useProgressController(options?: ProgressControllerOptions): ProgressController {
  const [controller] = useState(() => createProgressController(options));
  useEffect(() => () => controller.done(), [controller]);
  return controller;
}

/**
 * A 3 px bar at the top of the window in the accent colour, shown only for
 * navigations that last longer than START_DELAY_MS.
 *
 * **When to use** Once in the app frame, driven by
 * `createProgressController()` around client-side navigations between
 * pathnames.
 *
 * **Parts** One 3 px bar fixed to the top of the window.
 *
 * **Accessibility** A `role="progressbar"` named by `label` while a navigation
 * is slow; it moves no focus. Under reduced motion it shows without animating.
 */
export function ProgressBar({ controller, label = 'Loading page' }: ProgressBarProps) {
  const { status, value } = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  if (status === 'idle' || status === 'pending') return null;
  const percent = Math.round(value * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={styles.progress}
      data-component="ProgressBar"
      data-state={status}
    >
      <div className={styles.bar} data-part="bar" style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}
