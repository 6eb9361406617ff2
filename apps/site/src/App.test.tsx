import { OVERLAY_HISTORY_MARKER } from './router/backCloses';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, documentTitle, loadPage } from './App';
import { copyrightLine } from './Layout';
import type { LayoutData, PageData } from './data';
import DocPage from './pages/DocPage';
import NotFoundPage from './pages/NotFoundPage';
import { loadPageComponent } from './pages/registry';
import { type PageProps, pageComponent } from './pages/types';
import { resetPrefetch } from './prefetch';
import { notFoundPage } from './testing/notFound';

const layout: LayoutData = {
  site: {
    title: 'Example Freight',
    tagline: 'Freight software.',
    url: 'https://example.test',
    baseUrl: '/',
    version: '1.0.0',
    copyrightYear: 2025,
  },
  navbar: { items: [{ type: 'link', position: 'left', label: 'About', to: '/about' }] },
  footer: { columns: [{ title: 'Company', items: [{ label: 'About Us', to: '/about' }] }], copyright: 'Copyright © {year} {title}' },
  notFoundRoute: '/404',
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
    const path = url.replace(/^\/_data\//, '/').replace(/\.page$/, '');
    const page = pages[path === '/index' ? '/' : path];
    if (!page) return new Response('not found', { status: 404 });
    // As sitegen writes a page's data file: its JSON line, then its body.
    const { html, ...data } = page.data;
    return new Response(
      typeof html === 'string' ? `${JSON.stringify({ ...page, data: { ...data, html: '' } })}\n${html}` : JSON.stringify(page),
    );
  });
}

describe('site shell', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/docs/a');
    resetPrefetch();
    // jsdom has no layout: scrolling is a no-op here (the e2e tests check where it lands).
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('titles pages "Page — Site" and the home page with the tagline', () => {
    expect(documentTitle(doc('/docs/a', 'Jobs', ''), layout)).toBe('Jobs — Example Freight');
    expect(documentTitle({ ...doc('/', 'Home', ''), kind: 'home' }, layout)).toBe('Example Freight — Freight software.');
  });

  it('fills the copyright template from the site config', () => {
    expect(copyrightLine(layout)).toBe('Copyright © 2025 Example Freight');
  });

  it('gives the not-found page, the data of the layout’s not-found route, at a route whose data does not exist', async () => {
    const fetchMock = respondWith({ '/404': notFoundPage('/404') });
    vi.stubGlobal('fetch', fetchMock);
    const loaded = await loadPage(layout, '/no/such/page', loadPageComponent);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/_data/no/such/page.page', '/_data/404.page']);
    expect(loaded.page).toEqual(notFoundPage('/no/such/page'));
  });

  it('fails loudly at a route whose data does not exist when the site has no not-found page', async () => {
    vi.stubGlobal('fetch', respondWith({}));
    await expect(loadPage(layout, '/no/such/page', loadPageComponent)).rejects.toThrow('Loading /no/such/page failed: no such page');
    const { notFoundRoute: _, ...withoutNotFound } = layout;
    await expect(loadPage(withoutNotFound, '/no/such/page', loadPageComponent)).rejects.toThrow('Loading /no/such/page failed');
  });

  it('shows the not-found page inside the layout’s one main landmark', () => {
    const page: PageData = notFoundPage('/no/such/page');
    render(<App layout={layout} initial={{ page, Component: pageComponent(NotFoundPage) }} />);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Page not found' }));
  });

  it('fails loudly when the data request fails for another reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    await expect(loadPage(layout, '/docs/a', loadPageComponent)).rejects.toThrow('Loading /docs/a failed: HTTP 500');
  });

  it('navigates client-side on an internal link click, updating the URL, the title and the page', async () => {
    const fetchMock = respondWith({ '/docs/b': doc('/docs/b', 'Page B', '<p>Second page</p>') });
    vi.stubGlobal('fetch', fetchMock);
    const first = doc('/docs/a', 'Page A', '<p>See <a href="/docs/b">B</a></p>');
    render(
      <App
        layout={layout}
        initial={{
          page: { ...first, data: { ...first.data, next: { title: 'Page B', href: '/docs/b' } } },
          Component: pageComponent(DocPage),
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page A' })).toBeInTheDocument();

    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: /Next\s*Page B/ }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page B' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/docs/b');
    expect(document.title).toBe('Page B — Example Freight');
    expect(fetchMock).toHaveBeenCalledWith('/_data/docs/b.page');
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    vi.stubGlobal('fetch', respondWith({ '/about': doc('/about', 'About', '<p>About us</p>') }));
    render(<App layout={layout} initial={{ page: doc('/docs/a', 'Page A', ''), Component: pageComponent(DocPage) }} />);
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
    render(<App layout={layout} initial={{ page: doc('/docs/a', 'Page A', ''), Component: pageComponent(DocPage) }} />);
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'About Us' });
    await user.hover(link);
    await user.unhover(link);
    await user.hover(link);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/_data/about.page');
  });

  it('routes clicks on links in rendered Markdown, normalising a .html spelling, and leaves file links to the browser', async () => {
    const fetchMock = respondWith({ '/docs/b': doc('/docs/b', 'Page B', '<p>Second page</p>') });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <App
        layout={layout}
        initial={{
          page: doc('/docs/a', 'Page A', '<p><a href="/docs/b.html">B</a> and <a href="/media/rates.pdf">rates</a></p>'),
          Component: pageComponent(DocPage),
        }}
      />,
    );
    const user = userEvent.setup();

    const fileLink = screen.getByRole('link', { name: 'rates' });
    let fileClickLeftToBrowser = false;
    fileLink.addEventListener('click', (event) => {
      fileClickLeftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    });
    await user.click(fileLink);
    expect(fileClickLeftToBrowser).toBe(true);

    await user.click(screen.getByRole('link', { name: 'B' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page B' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/docs/b');
    expect(fetchMock).toHaveBeenCalledWith('/_data/docs/b.page');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not fetch the data of the page it started on', async () => {
    const fetchMock = respondWith({});
    vi.stubGlobal('fetch', fetchMock);
    const first = doc('/docs/a', 'Page A', '<p>Self link: <a href="/docs/a#part">part</a></p>');
    const { keepPageData } = await import('./prefetch');
    keepPageData(first);
    render(<App layout={layout} initial={{ page: first, Component: pageComponent(DocPage) }} />);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('link', { name: 'part' }));
    await user.click(screen.getByRole('link', { name: 'part' }));
    expect(window.location.hash).toBe('#part');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the error and Retry for a page whose code failed to load, and the page once Retry succeeds', async () => {
    vi.stubGlobal('fetch', respondWith({ '/docs/a': doc('/docs/a', 'Page A', '<p>Back</p>') }));
    render(
      <App
        layout={layout}
        initial={{ path: '/docs/a', error: new Error('Failed to fetch dynamically imported module: /assets/DocPage-x.js') }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module: /assets/DocPage-x.js');
    // The frame works around the error.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page A' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(document.title).toBe('Page A — Example Freight');
  });

  it('shows Retry again, with the new error, when the retry fails too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    render(<App layout={layout} initial={{ path: '/docs/a', error: new Error('first failure') }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Loading /docs/a failed: HTTP 503'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith('Loading /docs/a failed.', expect.any(Error));
  });

  it('catches a page that crashes: "Page Error", "This page crashed", the message, and "Try again" loads it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    function Fragile({ page }: PageProps<'doc'>) {
      if (crash) throw new Error('The rates table is missing.');
      return <h1>{page.title}</h1>;
    }
    const fetchMock = respondWith({ '/docs/a': doc('/docs/a', 'Page A', '') });
    vi.stubGlobal('fetch', fetchMock);
    render(<App layout={layout} initial={{ page: doc('/docs/a', 'Page A', ''), Component: pageComponent(Fragile) }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page crashed' })).toBeInTheDocument();
    expect(screen.getByText('The rates table is missing.')).toBeInTheDocument();
    expect(document.title).toBe('Page Error');
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);

    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page A' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/_data/docs/a.page');
    expect(document.title).toBe('Page A — Example Freight');
  });

  it('takes over the mobile drawer’s history entry when a navigation starts on it', async () => {
    vi.stubGlobal('fetch', respondWith({ '/about': doc('/about', 'About', '<p>About us</p>') }));
    render(<App layout={layout} initial={{ page: doc('/docs/a', 'Page A', ''), Component: pageComponent(DocPage) }} />);
    window.history.pushState({ [OVERLAY_HISTORY_MARKER]: 'token' }, '', '/docs/a');
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/about');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toBeNull();
  });
});
