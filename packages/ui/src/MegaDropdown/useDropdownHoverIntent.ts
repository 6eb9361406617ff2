import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

/** How long the pointer rests on a trigger before its dropdown opens. */
export const OPEN_DELAY_MS = 100;
/** How long after the pointer leaves trigger and panel the dropdown closes. */
export const CLOSE_DELAY_MS = 300;

export interface DropdownHoverIntentOptions {
  /** Whether the dropdown is open now. */
  open: boolean;
  /** Called when the pointer's intent changes the state. */
  onOpenChange: (open: boolean) => void;
  /** @default OPEN_DELAY_MS (100) */
  openDelay?: number;
  /** @default CLOSE_DELAY_MS (300) */
  closeDelay?: number;
  /**
   * Turns hover handling off (e.g. on touch layouts).
   * @default true
   */
  enabled?: boolean;
}

export interface DropdownHoverIntent {
  /** Put on the element that holds both trigger and panel. */
  onPointerEnter: (event: PointerEvent) => void;
  /** Put on the element that holds both trigger and panel. */
  onPointerLeave: (event: PointerEvent) => void;
  /** Whether an open is scheduled (the pointer is resting on the trigger). */
  isOpenPending: () => boolean;
  /** Drops any scheduled open or close. */
  cancel: () => void;
}

/**
 * Hover open and close with delays: opens `openDelay` ms after the pointer
 * enters, closes `closeDelay` ms after it leaves, and re-entering before the
 * close cancels it. Touch pointers are ignored: a tap is a click.
 */
export function useDropdownHoverIntent({
  open,
  onOpenChange,
  openDelay = OPEN_DELAY_MS,
  closeDelay = CLOSE_DELAY_MS,
  enabled = true,
}: DropdownHoverIntentOptions): DropdownHoverIntent {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<'open' | 'close' | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
  }, []);

  const schedule = useCallback(
    (next: boolean, delay: number) => {
      cancel();
      pending.current = next ? 'open' : 'close';
      timer.current = setTimeout(() => {
        timer.current = undefined;
        pending.current = null;
        onOpenChangeRef.current(next);
      }, delay);
    },
    [cancel],
  );

  const onPointerEnter = useCallback(
    (event: PointerEvent) => {
      if (!enabled || event.pointerType === 'touch') return;
      cancel();
      if (!openRef.current) schedule(true, openDelay);
    },
    [enabled, cancel, schedule, openDelay],
  );

  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      if (!enabled || event.pointerType === 'touch') return;
      cancel();
      if (openRef.current) schedule(false, closeDelay);
    },
    [enabled, cancel, schedule, closeDelay],
  );

  const isOpenPending = useCallback(() => pending.current === 'open', []);

  // A state change from elsewhere (click, Escape) wins over a scheduled one.
  useEffect(() => {
    if ((pending.current === 'open' && open) || (pending.current === 'close' && !open)) cancel();
  }, [open, cancel]);

  useEffect(() => cancel, [cancel]);

  return { onPointerEnter, onPointerLeave, isOpenPending, cancel };
}
