import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { StatBand } from './StatBand';

describe('StatBand', () => {
  it('pairs each label with its value in a description list', async () => {
    const { container } = render(
      <StatBand
        title="In numbers"
        stats={[
          { value: '40+', label: 'Countries', description: 'and growing' },
          { value: '2M', label: 'Shipments' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'In numbers' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Countries', 'Shipments']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['40+', 'and growing', '2M']);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
