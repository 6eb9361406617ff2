import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_FALLBACK_MS,
  IDLE_SLICE_MS,
  IDLE_TIMEOUT_MS,
  canPrefetch,
  fetchPageData,
  forgetPageData,
  keepPageData,
  prefetchRoute,
  resetPrefetch,
} from './prefetch';

const page = { path: '/docs/jobs', kind: 'doc', title: 'Jobs', description: '', data: {} };

describe('canPrefetch', () => {
  it('prefetches on fast connections and when the browser does not say', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('skips 2g and slow-2g connections', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('skips when data saver is on, whatever the connection', () => {
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('prefetchRoute', () => {
  const chunks = { doc: ['/assets/DocPage-a1.js', '/assets/Markdown-b2.js', '/assets/DocPage-c3.css'] };
  const prefetchLinks = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
      href: link.getAttribute('href'),
      crossOrigin: link.crossOrigin,
    }));
  const options = (loadChunk = vi.fn(async () => undefined)) => ({ baseUrl: '/', chunks, loadChunk });

  beforeEach(() => {
    resetPrefetch();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('on a pointer (hover, touch), fetches the route’s data and loads its code at once, once', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(page)));
    vi.stubGlobal('fetch', fetchMock);
    const loadChunk = vi.fn(async () => undefined);
    prefetchRoute('/docs/jobs', 'pointer', options(loadChunk));
    prefetchRoute('/docs/jobs', 'pointer', options(loadChunk));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/_data/docs/jobs.page');
    await vi.waitFor(() => expect(loadChunk).toHaveBeenCalledWith('doc'));
    expect(loadChunk).toHaveBeenCalledTimes(1);
  });

  it('for a visible link, waits until the page is idle, then fetches its data and its code files without running them', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(page)));
    vi.stubGlobal('fetch', fetchMock);
    const loadChunk = vi.fn(async () => undefined);
    // jsdom has no requestIdleCallback, as Safari: a fixed wait after the load stands in for it.
    prefetchRoute('/docs/jobs', 'visible', options(loadChunk));
    prefetchRoute('/docs/jobs', 'visible', options(loadChunk));
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(prefetchLinks()).toHaveLength(3));
    expect(prefetchLinks()).toEqual([
      { href: '/assets/DocPage-a1.js', crossOrigin: 'anonymous' },
      { href: '/assets/Markdown-b2.js', crossOrigin: 'anonymous' },
      { href: '/assets/DocPage-c3.css', crossOrigin: null },
    ]);
    expect(loadChunk).not.toHaveBeenCalled();
  });

  it('spreads the work over idle moments, at most IDLE_SLICE_MS each, so no long task blocks the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(page))),
    );
    // Each job takes a whole slice: one job per idle moment.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += IDLE_SLICE_MS));
    prefetchRoute('/docs/jobs', 'visible', options());
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    expect(prefetchLinks()).toHaveLength(0);
    for (const count of [1, 2, 3]) {
      await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
      expect(prefetchLinks()).toHaveLength(count);
    }
    // Cheap jobs share a slice.
    resetPrefetch();
    for (const link of document.head.querySelectorAll('link')) link.remove();
    vi.spyOn(performance, 'now').mockReturnValue(0);
    prefetchRoute('/docs/jobs', 'visible', options());
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    expect(prefetchLinks()).toHaveLength(3);
  });

  it('uses requestIdleCallback where there is one, with a deadline', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(page)));
    vi.stubGlobal('fetch', fetchMock);
    const idle: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void) => idle.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    prefetchRoute('/docs/jobs', 'visible', options());
    prefetchRoute('/docs/other', 'visible', options());
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    idle[0]();
    expect(fetchMock.mock.calls).toEqual([['/_data/docs/jobs.page'], ['/_data/docs/other.page']]);
  });

  it('waits for the page’s load event before looking for an idle moment', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(page)));
    vi.stubGlobal('fetch', fetchMock);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    prefetchRoute('/docs/jobs', 'visible', options());
    await vi.advanceTimersByTimeAsync(10 * IDLE_FALLBACK_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('leaves alone the files the page already links, and fetches each file once across routes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify({ ...page, path: url }))),
    );
    const own = document.createElement('link');
    own.rel = 'modulepreload';
    own.href = '/assets/DocPage-a1.js';
    document.head.append(own);
    prefetchRoute('/docs/jobs', 'visible', options());
    prefetchRoute('/docs/other', 'visible', options());
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    await vi.waitFor(() => expect(prefetchLinks().map((link) => link.href)).toEqual(['/assets/Markdown-b2.js', '/assets/DocPage-c3.css']));
  });

  it('leaves alone the files the page’s code has loaded since (known from their resource timing)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(page))),
    );
    const loaded = new URL('/assets/Markdown-b2.js', document.baseURI).href;
    const entries = vi
      .spyOn(performance, 'getEntriesByName')
      .mockImplementation((name) => (name === loaded ? [{ name } as PerformanceEntry] : []));
    prefetchRoute('/docs/jobs', 'visible', options());
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    await vi.waitFor(() => expect(prefetchLinks().map((link) => link.href)).toEqual(['/assets/DocPage-a1.js', '/assets/DocPage-c3.css']));
    expect(entries).toHaveBeenCalledWith(loaded, 'resource');
  });

  it('without code files (the dev server), a visible link fetches only its data', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(page)));
    vi.stubGlobal('fetch', fetchMock);
    const loadChunk = vi.fn(async () => undefined);
    prefetchRoute('/docs/jobs', 'visible', { baseUrl: '/', chunks: null, loadChunk });
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await fetchPageData('/', '/docs/jobs')).toEqual(page);
    expect(prefetchLinks()).toEqual([]);
    expect(loadChunk).not.toHaveBeenCalled();
  });

  it('a link seen, then hovered, is still preloaded on the hover', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(page))),
    );
    const loadChunk = vi.fn(async () => undefined);
    prefetchRoute('/docs/jobs', 'visible', options(loadChunk));
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    prefetchRoute('/docs/jobs', 'pointer', options(loadChunk));
    await vi.waitFor(() => expect(loadChunk).toHaveBeenCalledWith('doc'));
  });

  it('shares the prefetched data with navigation', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(page)));
    vi.stubGlobal('fetch', fetchMock);
    prefetchRoute('/docs/jobs', 'pointer', options());
    expect(await fetchPageData('/', '/docs/jobs')).toEqual(page);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a route whose data failed to load is prefetched again next time', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    prefetchRoute('/docs/jobs', 'pointer', options());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(0);
    prefetchRoute('/docs/jobs', 'pointer', options());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing on a 2g connection, whatever the reason', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } });
    prefetchRoute('/docs/jobs', 'visible', options());
    prefetchRoute('/docs/jobs', 'pointer', options());
    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prefetchLinks()).toEqual([]);
  });

  it('fetches again after a failed request', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPageData('/', '/docs/jobs')).rejects.toThrow('HTTP 503');
    await expect(fetchPageData('/', '/docs/jobs')).rejects.toThrow('HTTP 503');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('serves data it was given (the prerendered page’s own) without a request, until that route is forgotten', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ...page, title: 'Jobs, fresh' })));
    vi.stubGlobal('fetch', fetchMock);
    keepPageData(page);
    expect(await fetchPageData('/', '/docs/jobs')).toEqual(page);
    expect(fetchMock).not.toHaveBeenCalled();
    forgetPageData('/docs/other');
    expect(await fetchPageData('/', '/docs/jobs')).toEqual(page);
    forgetPageData('/docs/jobs');
    expect((await fetchPageData('/', '/docs/jobs'))?.title).toBe('Jobs, fresh');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
