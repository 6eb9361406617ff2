import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, documentTitle, loadPage } from './App';
import { copyrightLine } from './Layout';
import type { LayoutData, PageData } from './data';
import DocPage from './pages/DocPage';
import { resetPrefetch } from './prefetch';

const layout: LayoutData = {
  site: { title: 'Example Freight', tagline: 'Freight software.', url: 'https://example.test', baseUrl: '/', copyrightYear: 2025 },
  navbar: { items: [{ type: 'link', position: 'left', label: 'About', to: '/about' }] },
  footer: { columns: [{ title: 'Company', items: [{ label: 'About Us', to: '/about' }] }], copyright: 'Copyright © {year} {title}' },
};

const doc = (path: string, title: string, html: string): PageData => ({
  path,
  kind: 'doc',
  title,
  description: `${title} description`,
  data: { html, toc: [], breadcrumbs: [{ label: title }], prev: null, next: null },
});

function respondWith(pages: Record<string, PageData>) {
  return vi.fn(async (url: string) => {
    const path = url.replace(/^\/_data\//, '/').replace(/\.json$/, '');
    const page = pages[path === '/index' ? '/' : path];
    return page ? new Response(JSON.stringify(page)) : new Response('not found', { status: 404 });
  });
}

describe('site shell', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/docs/a');
    resetPrefetch();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('titles pages "Page — Site" and the home page with the tagline', () => {
    expect(documentTitle(doc('/docs/a', 'Jobs', ''), layout)).toBe('Jobs — Example Freight');
    expect(documentTitle({ ...doc('/', 'Home', ''), kind: 'home' }, layout)).toBe('Example Freight — Freight software.');
  });

  it('fills the copyright template from the site config', () => {
    expect(copyrightLine(layout)).toBe('Copyright © 2025 Example Freight');
  });

  it('gives the not-found page for a route whose data does not exist', async () => {
    vi.stubGlobal('fetch', respondWith({}));
    const loaded = await loadPage('/', '/no/such/page');
    expect(loaded.page.kind).toBe('notFound');
    expect(loaded.page.title).toBe('Page Not Found');
  });

  it('fails loudly when the data request fails for another reason', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('boom', { status: 500 })));
    await expect(loadPage('/', '/docs/a')).rejects.toThrow('Loading /docs/a failed: HTTP 500');
  });

  it('navigates client-side on an internal link click, updating the URL, the title and the page', async () => {
    const fetchMock = respondWith({ '/docs/b': doc('/docs/b', 'Page B', '<p>Second page</p>') });
    vi.stubGlobal('fetch', fetchMock);
    const first = doc('/docs/a', 'Page A', '<p>See <a href="/docs/b">B</a></p>');
    render(<App layout={layout} initial={{ page: { ...first, data: { ...first.data, next: { title: 'Page B', href: '/docs/b' } } }, Component: DocPage }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page A' })).toBeInTheDocument();

    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: /Next\s*Page B/ }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page B' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/docs/b');
    expect(document.title).toBe('Page B — Example Freight');
    expect(fetchMock).toHaveBeenCalledWith('/_data/docs/b.json');
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    vi.stubGlobal('fetch', respondWith({ '/about': doc('/about', 'About', '<p>About us</p>') }));
    render(<App layout={layout} initial={{ page: doc('/docs/a', 'Page A', ''), Component: DocPage }} />);
    const link = screen.getByRole('link', { name: 'About Us' });
    link.addEventListener('click', (e) => e.preventDefault());
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(window.location.pathname).toBe('/docs/a');
    expect(screen.getByRole('heading', { level: 1, name: 'Page A' })).toBeInTheDocument();
  });

  it('prefetches a linked page on hover, once', async () => {
    const fetchMock = respondWith({ '/about': doc('/about', 'About', '<p>About us</p>') });
    vi.stubGlobal('fetch', fetchMock);
    render(<App layout={layout} initial={{ page: doc('/docs/a', 'Page A', ''), Component: DocPage }} />);
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'About Us' });
    await user.hover(link);
    await user.unhover(link);
    await user.hover(link);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/_data/about.json');
  });
});
