import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './CallToAction';

describe('CallToAction', () => {
  it('is a region named by its title, with text and actions, in the accent variant by default', async () => {
    const { container } = render(
      <CallToAction title="See it live" description="A 30-minute demo." actions={<a href="/request-demo">Request a demo</a>} />,
    );
    const region = screen.getByRole('region', { name: 'See it live' });
    expect(region).toHaveAttribute('data-variant', 'accent');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('See it live');
    expect(within(region).getByRole('link', { name: 'Request a demo' })).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('has a subtle variant', () => {
    render(<CallToAction title="Questions?" variant="subtle" />);
    expect(screen.getByRole('region')).toHaveAttribute('data-variant', 'subtle');
  });
});
