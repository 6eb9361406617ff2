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

  it('joins each step to the next with a decorative arrow, and ends a row after perRow steps', () => {
    const steps = ['Quote', 'Booking', 'Pickup', 'Warehouse', 'Documents', 'Transit'].map((title) => ({
      title,
      description: `${title} text.`,
    }));
    render(<Steps steps={steps} perRow={4} />);
    const items = screen.getAllByRole('listitem');
    const arrows = items.map((item) => item.querySelector('[data-part="connector"]'));
    expect(arrows.map(Boolean)).toEqual([true, true, true, true, true, false]);
    for (const arrow of arrows.filter(Boolean)) expect(arrow).toHaveAttribute('aria-hidden', 'true');
    expect(items.map((item) => item.hasAttribute('data-row-end'))).toEqual([false, false, false, true, false, false]);
    expect(screen.getByRole('list')).toHaveAttribute('data-per-row', '4');
  });

  it('draws every arrow’s head with one marker of its own list, in the first arrow, which a row never hides', () => {
    const steps = ['Quote', 'Booking', 'Pickup'].map((title) => ({ title, description: `${title} text.` }));
    const { container } = render(
      <>
        <Steps steps={steps} perRow={2} />
        <Steps steps={steps} />
      </>,
    );
    const lists = [...container.querySelectorAll('ol')];
    const markerIds = lists.map((list) => {
      const markers = list.querySelectorAll('marker');
      expect(markers).toHaveLength(1);
      expect(markers[0].closest('li')).toBe(list.querySelector('li'));
      const ends = [...list.querySelectorAll('line')].map((line) => line.getAttribute('marker-end'));
      expect(ends).toHaveLength(4);
      expect(new Set(ends)).toEqual(new Set([`url(#${markers[0].id})`]));
      return markers[0].id;
    });
    expect(new Set(markerIds).size).toBe(2);
  });
});
