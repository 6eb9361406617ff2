import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a named status with a decorative drawing', async () => {
    const { container } = render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('takes its label and size from props', () => {
    const { container } = render(<Spinner label="Lädt" size={48} />);
    expect(screen.getByRole('status', { name: 'Lädt' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('width', '48');
  });
});
