import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KindPage, LayoutData } from '../data';
import { RouterContext, type Router } from '../router';
import MarkdownPage from './MarkdownPage';

const layout: LayoutData = {
  site: { title: 'Example Freight', tagline: '', url: 'https://www.example.test', baseUrl: '/', version: '1.0.0', copyrightYear: 2026 },
  navbar: { items: [] },
  footer: { columns: [] },
};

function renderPage(toc: KindPage<'page'>['data']['toc']) {
  const page: KindPage<'page'> = {
    path: '/security',
    kind: 'page',
    title: 'Security',
    description: 'How the platform is hosted.',
    data: { title: 'Security', description: 'How the platform is hosted.', html: '<p>Body.</p>', toc },
  };
  const router: Router = { path: '/security', navigate: vi.fn(), prefetch: vi.fn() };
  render(
    <RouterContext value={router}>
      <MarkdownPage page={page} layout={layout} />
    </RouterContext>,
  );
}

describe('MarkdownPage', () => {
  it('lists the page’s sections under its title, each a link to its heading, subsections left out', () => {
    renderPage([
      { id: 'hosting', text: 'Hosting and separation', level: 2 },
      { id: 'region', text: 'Where the data is', level: 3 },
      { id: 'encryption', text: 'Encryption', level: 2 },
      { id: 'disclosure', text: 'Reporting a vulnerability', level: 2 },
    ]);
    const sections = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(sections).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hosting and separation', '#hosting'],
      ['Encryption', '#encryption'],
      ['Reporting a vulnerability', '#disclosure'],
    ]);
  });

  it('shows no list for a page of fewer than three sections', () => {
    renderPage([
      { id: 'one', text: 'One', level: 2 },
      { id: 'two', text: 'Two', level: 2 },
      { id: 'detail', text: 'Detail', level: 3 },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });
});
