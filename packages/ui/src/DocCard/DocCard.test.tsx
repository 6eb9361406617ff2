import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DocCard, DocCardList } from './DocCard';

describe('DocCard', () => {
  it('shows a category’s item count when it has no description: "1 item" / "N items"', () => {
    render(
      <DocCardList
        items={[
          { type: 'category', label: 'One', href: '/one', items: [{}] },
          { type: 'category', label: 'Three', href: '/three', items: [{}, {}, {}] },
          { type: 'category', label: 'Described', href: '/d', description: 'Own words', items: [{}] },
          { type: 'category', label: 'No page' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: /One/ })).toHaveTextContent('1 item');
    expect(screen.getByRole('link', { name: /Three/ })).toHaveTextContent('3 items');
    expect(screen.getByRole('link', { name: /Described/ })).toHaveTextContent('Own words');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('links a doc with its description and an external doc with rel noopener', () => {
    render(
      <>
        <DocCard item={{ type: 'link', label: 'Guide', href: '/docs/guide', description: 'Start here' }} />
        <DocCard item={{ type: 'link', label: 'API', href: 'https://api.example.com' }} />
      </>,
    );
    expect(screen.getByRole('link', { name: /Guide/ })).toHaveAttribute('href', '/docs/guide');
    expect(screen.getByRole('link', { name: /API/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('formats the count with the given function', () => {
    render(<DocCard item={{ type: 'category', label: 'C', href: '/c', items: [{}, {}] }} formatItemCount={(n) => `${n} Einträge`} />);
    expect(screen.getByRole('link')).toHaveTextContent('2 Einträge');
  });

  it('has no axe violations', async () => {
    const { container } = render(<DocCardList items={[{ type: 'category', label: 'One', href: '/one', items: [{}] }]} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
