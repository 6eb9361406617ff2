export { ProgressBar, useProgressController } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { createProgressController, FINISH_DURATION_MS, START_DELAY_MS, TRICKLE_INTERVAL_MS } from './createProgressController';
export type { ProgressController, ProgressControllerOptions, ProgressState, ProgressStatus } from './createProgressController';
