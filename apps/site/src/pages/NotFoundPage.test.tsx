import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KindPage, LayoutData, NavItem } from '../data';
import { RouterContext, type Router } from '../router';
import { notFoundPage } from '../testing/notFound';
import NotFoundPage, { mainSections } from './NotFoundPage';

const navbar: NavItem[] = [
  {
    type: 'dropdown',
    position: 'left',
    label: 'Solutions',
    items: [
      { label: 'Ocean Freight', to: '/solutions/ocean-freight', description: '', icon: 'ship' },
      { label: 'Air Freight', to: '/solutions/air-freight', description: '', icon: 'plane' },
      { label: 'Trucking', to: '/solutions/trucking', description: '', icon: 'truck' },
      { label: 'Small Parcels', to: '/solutions/small-parcels', description: '', icon: 'parcel' },
    ],
    footerLink: { label: 'View All Solutions', to: '/solutions' },
  },
  { type: 'link', position: 'left', label: 'About', to: '/about' },
  { type: 'button', position: 'right', label: 'Get Started', to: '/docs/intro' },
  { type: 'search', position: 'right' },
];

const layout: LayoutData = {
  site: { title: 'Example Freight', tagline: '', url: 'https://www.example.test', baseUrl: '/', version: '1.0.0', copyrightYear: 2026 },
  navbar: { items: navbar },
  footer: { columns: [] },
};
const page: KindPage<'notFound'> = notFoundPage('/no-such-page');

function renderPage() {
  const router: Router = { path: '/no-such-page', navigate: vi.fn(), prefetch: vi.fn() };
  render(
    <RouterContext value={router}>
      <NotFoundPage page={page} layout={layout} />
    </RouterContext>,
  );
  return { router, user: userEvent.setup() };
}

describe('mainSections', () => {
  it('takes the navbar’s menus (where each starts, three of its pages) and links, not its buttons or tools', () => {
    expect(mainSections(navbar)).toEqual([
      {
        label: 'Solutions',
        to: '/solutions',
        pages: navbar[0].items!.slice(0, 3),
      },
      { label: 'About', to: '/about', pages: [] },
    ]);
  });
});

describe('NotFoundPage', () => {
  it('says what happened in the site’s words and offers the main sections', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at this address/)).toBeInTheDocument();
    expect(screen.queryByText(/owner of the site/)).toBeNull();
    const sections = screen.getByRole('navigation', { name: 'Main sections' });
    expect(within(sections).getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/solutions');
    expect(within(sections).getByRole('link', { name: 'Air Freight' })).toHaveAttribute('href', '/solutions/air-freight');
    expect(within(sections).queryByRole('link', { name: 'Get Started' })).toBeNull();
  });

  it('searches from its box: a GET form to /search without JavaScript, a client navigation with it', async () => {
    const { router, user } = renderPage();
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/search');
    expect(search).toHaveAttribute('method', 'get');
    await user.type(within(search).getByRole('searchbox', { name: 'Search the docs and the site' }), ' bill of lading {Enter}');
    expect(router.navigate).toHaveBeenCalledWith('/search?q=bill%20of%20lading');
  });
});
