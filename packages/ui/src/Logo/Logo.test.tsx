import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';

describe('Logo', () => {
  it('links home with the title as its name and a decorative mark', async () => {
    const { container } = render(<Logo title="Example Freight" href="/" />);
    const link = screen.getByRole('link', { name: 'Example Freight' });
    expect(link).toHaveAttribute('href', '/');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('names a title-less link with homeLabel', () => {
    render(<Logo href="/" homeLabel="Back to the start" />);
    expect(screen.getByRole('link', { name: 'Back to the start' })).toBeInTheDocument();
  });

  it('is not a link without href', () => {
    render(<Logo title="Example" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Example')).toBeInTheDocument();
  });
});
