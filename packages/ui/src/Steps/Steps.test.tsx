import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Steps } from './Steps';

describe('Steps', () => {
  it('is an ordered list of titled steps with decorative numbers', async () => {
    const { container } = render(
      <Steps
        title="How it works"
        steps={[
          { title: 'Demo', description: 'See it.' },
          { title: 'Import', description: 'Bring data.' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'How it works' });
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Demo', 'Import']);
    expect(within(list).getByText('1')).toHaveAttribute('aria-hidden', 'true');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
