import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { FeatureGrid } from './FeatureGrid';
import { icons } from './FeatureGrid.fixtures';

const features = [
  { icon: icons.flow, title: 'Workflows', description: 'Automate.', href: '/docs/workflows' },
  { icon: icons.chart, title: 'Dashboards', description: 'See.' },
];

describe('FeatureGrid', () => {
  it('lists each feature with an h3 under the section’s h2, linking those with an href', async () => {
    const { container } = render(<FeatureGrid title="Everything" features={features} columns={2} />);
    const region = screen.getByRole('region', { name: 'Everything' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Workflows', 'Dashboards']);
    expect(within(region).getByRole('link', { name: 'Workflows' })).toHaveAttribute('href', '/docs/workflows');
    expect(within(region).getAllByRole('link')).toHaveLength(1);
    expect(container.querySelector('ul')).toHaveAttribute('data-columns', '2');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('is no landmark without a title', () => {
    render(<FeatureGrid features={features} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
