import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../Link';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Workflows', href: '/docs/category/workflows' },
  { label: 'Tasks' },
  { label: 'Email/Send', href: '/docs/email-send' },
];

describe('Breadcrumbs', () => {
  it('is a navigation named "Breadcrumbs" with a home link, links for linked steps and the page last', () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label') ?? a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home page', '/'],
      ['Workflows', '/docs/category/workflows'],
    ]);
    const current = within(nav).getByText('Email/Send');
    expect(current.tagName).toBe('SPAN');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Tasks')).not.toHaveAttribute('aria-current');
  });

  it('leaves the home link out when homeHref is null and takes labels from props', () => {
    render(<Breadcrumbs items={items} homeHref={null} label="Fil d’Ariane" />);
    expect(screen.queryByRole('link', { name: 'Home page' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument();
  });

  it('renders links through the link component', () => {
    const RouterLink = (props: LinkComponentProps) => <a data-router="" {...props} />;
    render(<Breadcrumbs items={items} homeLabel="Start" linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('data-router');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Breadcrumbs items={items} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
