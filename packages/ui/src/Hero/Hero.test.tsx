import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero';

describe('Hero', () => {
  it('is a region named by its h1, with lead, actions and illustration', async () => {
    const { container } = render(
      <Hero
        eyebrow="Platform"
        title="Move freight"
        description="One system."
        actions={<a href="/request-demo">Request a demo</a>}
        illustration={<img src="data:," alt="A ship" />}
      />,
    );
    const region = screen.getByRole('region', { name: 'Move freight' });
    expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Move freight');
    expect(within(region).getByText('One system.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Request a demo' })).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'A ship' })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-layout', 'split');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('centres without an illustration and can use an h2', () => {
    render(<Hero title="Careers" titleAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-layout', 'centered');
  });
});
