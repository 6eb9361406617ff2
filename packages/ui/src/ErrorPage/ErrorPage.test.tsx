import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage, errorChainMessage } from './ErrorPage';

describe('ErrorPage', () => {
  it('says "This page crashed", shows the message and calls onRetry from "Try again"', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(<ErrorPage error={new Error('Cannot read properties of undefined')} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page crashed' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('leaves the document title to the page: no <title> of its own by default', () => {
    render(<ErrorPage error="x" onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page crashed' })).toBeInTheDocument();
    expect(document.querySelectorAll('title')).toHaveLength(0);
    expect(document.title).toBe('');
  });

  it('sets the document title when given one, and renders none for an empty one', () => {
    const { rerender } = render(<ErrorPage error="x" onRetry={() => {}} documentTitle="Page Error" />);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Page Error');
    rerender(<ErrorPage error="x" onRetry={() => {}} documentTitle="" />);
    expect(document.querySelectorAll('title')).toHaveLength(0);
  });

  it('joins the causes of an error', () => {
    const error = new Error('Render failed', { cause: new Error('Network down') });
    expect(errorChainMessage(error)).toBe('Render failed\n\nCause:\nNetwork down');
  });

  it('takes its texts from props', () => {
    render(<ErrorPage error="x" onRetry={() => {}} title="Diese Seite ist abgestürzt" retryLabel="Nochmal" />);
    expect(screen.getByRole('heading', { name: 'Diese Seite ist abgestürzt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nochmal' })).toBeInTheDocument();
  });

  it('is a main landmark on its own, and a plain container inside a layout with its own <main>', () => {
    const { unmount } = render(<ErrorPage error="x" onRetry={() => {}} />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'This page crashed' }));
    unmount();
    render(
      <main>
        <ErrorPage error="x" onRetry={() => {}} as="div" />
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'This page crashed' }).closest('[data-component="ErrorPage"]')?.tagName).toBe(
      'DIV',
    );
  });
});
