import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOverlayHistoryEntry, OVERLAY_HISTORY_MARKER, takeOverOverlayEntry, useBackCloses } from './backCloses';

describe('Back closes an open overlay', () => {
  beforeEach(() => window.history.replaceState(null, '', '/docs/a'));
  afterEach(() => vi.restoreAllMocks());

  it('pushes one same-URL entry on open; Back closes without leaving the page', () => {
    const close = vi.fn();
    const pushState = vi.spyOn(window.history, 'pushState');
    const before = window.location.href;
    const { rerender } = renderHook(({ open }) => useBackCloses(open, close), { initialProps: { open: false } });
    expect(pushState).not.toHaveBeenCalled();
    rerender({ open: true });
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(window.location.href).toBe(before);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(close).toHaveBeenCalledTimes(1);
    expect(window.location.href).toBe(before);
  });

  it('ignores a popstate that lands on its own entry (a Forward back onto it)', () => {
    const close = vi.fn();
    renderHook(() => useBackCloses(true, close));
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    expect(close).not.toHaveBeenCalled();
  });

  it('marks its entry over the state already there; closing another way pops it, unless a navigation took it over', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    window.history.replaceState({ scrollY: 120 }, '');
    const { rerender } = renderHook(({ open }) => useBackCloses(open, () => undefined), { initialProps: { open: true } });
    expect(isOverlayHistoryEntry(window.history.state)).toBe(true);
    expect(window.history.state).toEqual({ scrollY: 120, [OVERLAY_HISTORY_MARKER]: expect.any(String) });
    rerender({ open: false });
    expect(back).toHaveBeenCalledTimes(1);

    // back() is stubbed: the marked entry is still current. A new opening marks its own.
    window.history.replaceState({ scrollY: 120 }, '');
    rerender({ open: true });
    // A navigation starting on the overlay's entry unmarks it and keeps the rest of its state.
    expect(takeOverOverlayEntry()).toBe(true);
    expect(window.history.state).toEqual({ scrollY: 120 });
    rerender({ open: false });
    expect(back).toHaveBeenCalledTimes(1);
    expect(takeOverOverlayEntry()).toBe(false);
  });

  it('recognises only an overlay’s history entry', () => {
    expect(isOverlayHistoryEntry({ [OVERLAY_HISTORY_MARKER]: 'k3x9', scrollY: 0 })).toBe(true);
    for (const state of [null, undefined, {}, { scrollY: 0 }, OVERLAY_HISTORY_MARKER, { [OVERLAY_HISTORY_MARKER]: 1 }]) {
      expect(isOverlayHistoryEntry(state)).toBe(false);
    }
  });
});
