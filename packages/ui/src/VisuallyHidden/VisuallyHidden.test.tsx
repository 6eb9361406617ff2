import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree while clipped to 1px', () => {
    render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Open menu</VisuallyHidden>
      </button>,
    );
    const text = screen.getByText('Open menu');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    // Hidden by a class, never by a style attribute, which a strict CSP blocks.
    expect(text).not.toHaveAttribute('style');
    expect(text.className).toMatch(/hidden/);
  });
});
