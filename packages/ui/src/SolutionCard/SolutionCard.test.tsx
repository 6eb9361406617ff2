import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { SolutionCard } from './SolutionCard';

describe('SolutionCard', () => {
  it('links its title to the solution, lists its highlights and keeps "Learn more" visual only', async () => {
    const { container } = render(
      <SolutionCard title="Ocean Freight" description="FCL and LCL." href="/solutions/ocean-freight" features={['Bookings', 'Tracking']} />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'Ocean Freight' })).toHaveAttribute('href', '/solutions/ocean-freight');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bookings', 'Tracking']);
    expect(within(card).getByText('Learn more →')).toHaveAttribute('aria-hidden', 'true');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
