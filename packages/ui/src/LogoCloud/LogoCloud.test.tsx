import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { logo } from '../FeatureGrid/FeatureGrid.fixtures';
import { LogoCloud } from './LogoCloud';

describe('LogoCloud', () => {
  it('names each logo by its company for screen readers and links those with an href', async () => {
    const { container } = render(
      <LogoCloud
        title="Trusted by"
        logos={[
          { name: 'Northwind', logo: logo('Northwind'), href: 'https://northwind.example.com' },
          { name: 'Bluewater', logo: logo('Bluewater') },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Trusted by' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // The drawing is hidden; the name is text.
    expect(screen.getAllByText(/^(Northwind|Bluewater)$/, { selector: 'span' }).map((s) => s.textContent)).toEqual([
      'Northwind',
      'Bluewater',
    ]);
    const link = screen.getByRole('link', { name: 'Northwind' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
