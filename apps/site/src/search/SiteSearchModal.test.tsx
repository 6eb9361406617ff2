import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutData } from '../data';
import { sse, streamedResponse, type StreamedResponse } from './streamStandIn';

const testdata = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testdata', 'index');

const layout = (askAi?: { endpoint: string }, more: object = {}): LayoutData => ({
  site: {
    title: 'Example',
    tagline: '',
    url: 'https://example.test',
    baseUrl: '/',
    version: '1.0.0',
    copyrightYear: 2025,
    search: { provider: 'local', askAi, ...more },
  },
  navbar: { items: [] },
  footer: { columns: [] },
});

/**
 * The browser's network: the fixture index under /search-index/, and the
 * Ask AI endpoint, whose GET answers `probe` and whose POST answers with a
 * stream the test writes.
 */
function network(probe: () => Response | Promise<Response>) {
  const posts: { body: { question: string; sources: { title: string; url: string }[] }; signal: AbortSignal; stream: StreamedResponse }[] =
    [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/search-index/'))
      return new Response(await readFile(path.join(testdata, url.slice('/search-index/'.length)), 'utf8'));
    if (url !== '/api/ask') return new Response('not found', { status: 404 });
    if (init.method !== 'POST') return probe();
    const stream = streamedResponse();
    init.signal!.addEventListener('abort', () => stream.fail(init.signal!.reason));
    posts.push({ body: JSON.parse(String(init.body)), signal: init.signal!, stream });
    return stream.response;
  });
  vi.stubGlobal('fetch', fetch);
  return { probes: () => fetch.mock.calls.filter(([url, init]) => url === '/api/ask' && init?.method !== 'POST').length, posts };
}

// The capability probe is remembered per page load: each test loads the module afresh.
async function renderModal(site: LayoutData, open: boolean) {
  const { default: SiteSearchModal } = await import('./SiteSearchModal');
  const props = { layout: site, onOpenChange: vi.fn(), onNavigate: vi.fn() };
  const view = render(<SiteSearchModal {...props} open={open} />);
  return { ...props, rerender: (next: boolean) => view.rerender(<SiteSearchModal {...props} open={next} />) };
}

const enabled = () => Response.json({ enabled: true, model: 'standin' });

describe('the site’s search modal', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the configured suggestions and the "Let us know." link with the query when nothing matches', async () => {
    network(enabled);
    const user = userEvent.setup();
    await renderModal(
      layout(undefined, { suggestions: ['jobs', 'photos'], missingResultsUrl: 'https://issues.example/new?title={query}' }),
      true,
    );
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'zebra crossing');
    expect(
      await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'No results found for "zebra crossing"'),
    ).toBeInTheDocument();
    expect(screen.getByText('Try searching for:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', 'https://issues.example/new?title=zebra%20crossing');
    await user.click(screen.getByRole('button', { name: 'photos' }));
    expect(await screen.findByRole('option', { name: /Photos/ })).toBeInTheDocument();
  });
});

describe('Ask AI in the site’s search modal', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server once, when the modal first opens, and offers the mode after a 200', async () => {
    const net = network(enabled);
    const user = userEvent.setup();
    const modal = await renderModal(layout({ endpoint: '/api/ask' }), false);
    expect(net.probes()).toBe(0);

    modal.rerender(true);
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'photos');
    expect(await screen.findByRole('option', { name: 'Ask AI: photos' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('option', { name: /Photos/ });
    expect(screen.getAllByRole('option')[1]).toHaveTextContent('Photos');

    modal.rerender(false);
    modal.rerender(true);
    await screen.findByRole('combobox', { name: 'Search' });
    expect(net.probes()).toBe(1);
  });

  it.each([
    ['404 (a static host or an unconfigured server)', () => new Response('not found', { status: 404 })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('never offers the mode after %s', async (_name, probe) => {
    const net = network(probe);
    const user = userEvent.setup();
    await renderModal(layout({ endpoint: '/api/ask' }), true);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'photos');
    expect(await screen.findByRole('option', { name: /Photos/ })).toHaveAttribute('aria-selected', 'true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('option', { name: /^Ask AI/ })).not.toBeInTheDocument();
    expect(net.probes()).toBe(1);
  });

  it('reports the search once, with the opened result’s rank, when the reader opens a result (docs insights on)', async () => {
    network(enabled);
    const fetch = globalThis.fetch as ReturnType<typeof vi.fn>;
    const user = userEvent.setup();
    const site = layout();
    (site.site as Record<string, unknown>).insights = { enabled: true, endpoint: '/api/insights' };
    const modal = await renderModal(site, true);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'Photos');
    await screen.findByRole('option', { name: /Photos/ });
    await user.keyboard('{Enter}');
    expect(modal.onNavigate).toHaveBeenCalledOnce();
    modal.rerender(false);
    const sent = fetch.mock.calls.filter(([url]) => url === '/api/insights');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]![1].body))).toEqual({
      type: 'search',
      query: 'photos',
      scope: 'all',
      results: expect.any(Number),
      openedRank: 1,
    });
  });

  it('reports nothing with docs insights off', async () => {
    network(enabled);
    const fetch = globalThis.fetch as ReturnType<typeof vi.fn>;
    const user = userEvent.setup();
    const modal = await renderModal(layout(), true);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'photos');
    await screen.findByRole('option', { name: /Photos/ });
    await user.keyboard('{Enter}');
    modal.rerender(false);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/insights')).toEqual([]);
  });

  it('never asks the server when site.yaml configures no endpoint', async () => {
    const net = network(enabled);
    const user = userEvent.setup();
    await renderModal(layout(), true);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'photos');
    await screen.findByRole('option', { name: /Photos/ });
    expect(screen.queryByRole('option', { name: /^Ask AI/ })).not.toBeInTheDocument();
    expect(net.probes()).toBe(0);
  });

  it('streams the answer to the question with the sections the index finds for it, and stops when the modal closes', async () => {
    const net = network(enabled);
    const user = userEvent.setup();
    const modal = await renderModal(layout({ endpoint: '/api/ask' }), true);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'photos');
    await screen.findByRole('option', { name: 'Ask AI: photos' });
    await user.keyboard('{Enter}');

    await vi.waitFor(() => expect(net.posts).toHaveLength(1));
    const [post] = net.posts;
    expect(post.body.question).toBe('photos');
    expect(post.body.sources[0]).toEqual({
      title: 'Warehouse receipts › Photos',
      url: '/docs/warehouse-receipt#photos',
      text: 'Take photos of the load and of each exception.',
    });
    const log = screen.getByRole('log');
    expect(log).toHaveTextContent('Answering...');

    await act(async () =>
      post.stream.push(
        sse('sources', [{ title: 'Warehouse receipts › Photos', url: '/docs/warehouse-receipt#photos' }]) +
          sse('delta', { text: 'Take photos ' }),
      ),
    );
    expect(await within(log).findByText('Take photos')).toBeInTheDocument();
    await act(async () => post.stream.push(sse('delta', { text: 'of the load.' })));
    expect(await within(log).findByText('Take photos of the load.')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Warehouse receipts › Photos' })).toHaveAttribute(
      'href',
      '/docs/warehouse-receipt#photos',
    );
    expect(log).toHaveTextContent('Answers are generated with AI which can make mistakes. Verify responses.');

    modal.rerender(false);
    expect(post.signal.aborted).toBe(true);
  });

  it('shows the error state when the answer fails', async () => {
    const net = network(enabled);
    const user = userEvent.setup();
    await renderModal(layout({ endpoint: '/api/ask' }), true);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'photos');
    await user.click(await screen.findByRole('option', { name: 'Ask AI: photos' }));
    await vi.waitFor(() => expect(net.posts).toHaveLength(1));
    await act(async () => net.posts[0].stream.push(sse('error', { message: 'upstream answered HTTP 500' })));
    expect(await within(screen.getByRole('log')).findByText('Chat error')).toBeInTheDocument();
  });
});
