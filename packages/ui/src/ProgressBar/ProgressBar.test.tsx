import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ProgressBar } from './ProgressBar';
import { createProgressController, FINISH_DURATION_MS, START_DELAY_MS } from './createProgressController';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ProgressBar', () => {
  it('waits 200 ms', () => {
    expect(START_DELAY_MS).toBe(200);
  });

  it('appears only when a navigation lasts 200 ms: not at 199 ms, at 200 ms', () => {
    const controller = createProgressController();
    render(<ProgressBar controller={controller} />);
    act(() => controller.start());
    advance(199);
    expect(bar()).not.toBeInTheDocument();
    advance(1);
    expect(bar()).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '8');
  });

  it('never shows for a fast navigation', () => {
    const controller = createProgressController();
    render(<ProgressBar controller={controller} />);
    act(() => controller.start());
    advance(150);
    act(() => controller.done());
    advance(1000);
    expect(bar()).not.toBeInTheDocument();
    expect(controller.getState().status).toBe('idle');
  });

  it('grows while running and completes on done(), then goes away', () => {
    const controller = createProgressController();
    render(<ProgressBar controller={controller} />);
    act(() => controller.start());
    advance(START_DELAY_MS);
    const first = Number(bar()!.getAttribute('aria-valuenow'));
    advance(2000);
    const later = Number(bar()!.getAttribute('aria-valuenow'));
    expect(later).toBeGreaterThan(first);
    expect(later).toBeLessThan(100);
    act(() => controller.done());
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(bar()).toHaveAttribute('data-state', 'finishing');
    advance(FINISH_DURATION_MS);
    expect(bar()).not.toBeInTheDocument();
  });

  it('a second start() during a navigation keeps the first timing', () => {
    const controller = createProgressController();
    render(<ProgressBar controller={controller} />);
    act(() => controller.start());
    advance(150);
    act(() => controller.start());
    advance(50);
    expect(bar()).toBeInTheDocument();
  });

  it('is a named progressbar with min and max, without axe violations', async () => {
    const controller = createProgressController();
    const { container } = render(<ProgressBar controller={controller} label="Seite lädt" />);
    act(() => controller.start());
    advance(START_DELAY_MS);
    const progress = screen.getByRole('progressbar', { name: 'Seite lädt' });
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    vi.useRealTimers();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
