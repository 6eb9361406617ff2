import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canPrefetch, fetchPageData, forgetPageData, keepPageData, prefetchRoute, resetPrefetch } from './prefetch';

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
  beforeEach(() => resetPrefetch());
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a route once and loads its page chunk', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(page)));
    vi.stubGlobal('fetch', fetchMock);
    const loadChunk = vi.fn(async () => undefined);
    prefetchRoute('/', '/docs/jobs', loadChunk);
    prefetchRoute('/', '/docs/jobs', loadChunk);
    await vi.waitFor(() => expect(loadChunk).toHaveBeenCalledWith('doc'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/_data/docs/jobs.json');
  });

  it('shares the prefetched data with navigation', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(page)));
    vi.stubGlobal('fetch', fetchMock);
    prefetchRoute('/', '/docs/jobs', async () => undefined);
    expect(await fetchPageData('/', '/docs/jobs')).toEqual(page);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a 2g connection', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } });
    prefetchRoute('/', '/docs/jobs', async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
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
