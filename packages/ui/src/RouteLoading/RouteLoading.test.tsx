import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteLoading, SPINNER_DELAY_MS } from './RouteLoading';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RouteLoading', () => {
  it('shows nothing for 200 ms, then the spinner: not at 199 ms, at 200 ms', () => {
    expect(SPINNER_DELAY_MS).toBe(200);
    const { container } = render(<RouteLoading />);
    act(() => vi.advanceTimersByTime(199));
    expect(container).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading page…' })).toBeInTheDocument();
  });

  it('never shows the spinner when unmounted before the delay', () => {
    const { container, unmount } = render(<RouteLoading />);
    act(() => vi.advanceTimersByTime(100));
    unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(container).toBeEmptyDOMElement();
  });

  it('takes its label and delay from props', () => {
    render(<RouteLoading delay={0} label="Seite lädt…" />);
    expect(screen.getByRole('status', { name: 'Seite lädt…' })).toBeInTheDocument();
  });
});
