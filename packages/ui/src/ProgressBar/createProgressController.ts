/** A navigation that finishes before this shows no bar at all. */
export const START_DELAY_MS = 200;
/** How often the running bar creeps forward. */
export const TRICKLE_INTERVAL_MS = 800;
/** How long the full bar stays before it fades out. */
export const FINISH_DURATION_MS = 400;

export type ProgressStatus = 'idle' | 'pending' | 'running' | 'finishing';

export interface ProgressState {
  status: ProgressStatus;
  /** 0 to 1. */
  value: number;
}

export interface ProgressController {
  /** A navigation started: the bar appears after START_DELAY_MS unless done() comes first. */
  start(): void;
  /** The new route has rendered: completes a shown bar, or cancels a pending one. */
  done(): void;
  getState(): ProgressState;
  subscribe(listener: () => void): () => void;
}

export interface ProgressControllerOptions {
  /** @default START_DELAY_MS (200) */
  startDelay?: number;
  /** @default TRICKLE_INTERVAL_MS (800) */
  trickleInterval?: number;
  /** @default FINISH_DURATION_MS (400) */
  finishDuration?: number;
}

const INITIAL_VALUE = 0.08;
const CEILING = 0.95;

/**
 * The state machine behind `<ProgressBar>`: the site calls start() when a
 * navigation to another pathname begins and done() when it has rendered.
 */
export function createProgressController({
  startDelay = START_DELAY_MS,
  trickleInterval = TRICKLE_INTERVAL_MS,
  finishDuration = FINISH_DURATION_MS,
}: ProgressControllerOptions = {}): ProgressController {
  let state: ProgressState = { status: 'idle', value: 0 };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trickle: ReturnType<typeof setInterval> | undefined;

  const set = (next: ProgressState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const clearTimers = () => {
    clearTimeout(timer);
    clearInterval(trickle);
    timer = undefined;
    trickle = undefined;
  };

  return {
    start() {
      if (state.status === 'running' || state.status === 'pending') return;
      clearTimers();
      set({ status: 'pending', value: 0 });
      timer = setTimeout(() => {
        set({ status: 'running', value: INITIAL_VALUE });
        trickle = setInterval(() => {
          set({ status: 'running', value: state.value + (CEILING - state.value) * 0.2 });
        }, trickleInterval);
      }, startDelay);
    },
    done() {
      const { status } = state;
      clearTimers();
      if (status === 'pending') set({ status: 'idle', value: 0 });
      if (status !== 'running') return;
      set({ status: 'finishing', value: 1 });
      timer = setTimeout(() => set({ status: 'idle', value: 0 }), finishDuration);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
