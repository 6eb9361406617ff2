import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { RouteLoadError } from './RouteLoadError';

describe('RouteLoadError', () => {
  it('shows the error message in an alert and a Retry button that calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(<RouteLoadError error={new Error('Loading chunk 42 failed.')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk 42 failed.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows non-Error values and takes the button text from props', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<RouteLoadError error="timeout" onRetry={onRetry} retryLabel="Erneut versuchen" />);
    expect(screen.getByRole('alert')).toHaveTextContent('timeout');
    screen.getByRole('button', { name: 'Erneut versuchen' }).focus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
