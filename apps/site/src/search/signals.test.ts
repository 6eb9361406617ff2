import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutData } from '../data';
import { SEARCH_SETTLE_MS, createSearchReporter, normaliseQuery, reportingSearch, searchReporter, type SearchSignal } from './signals';

const urls = ['/docs/a#x', '/docs/a#y', '/docs/b', '/docs/c#z'];

describe('search signals', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles a query after exactly SEARCH_SETTLE_MS and sends it once on leaving', () => {
    const send = vi.fn<(s: SearchSignal) => void>();
    const r = createSearchReporter(send);
    r.searched('Customs', 'docs', 7, urls);
    vi.advanceTimersByTime(SEARCH_SETTLE_MS - 1);
    r.searched('Customs  HOLD', 'docs', 4, urls); // typed on before it settled: replaced
    vi.advanceTimersByTime(SEARCH_SETTLE_MS - 1);
    r.searched('customs hold x', 'docs', 0, []); // still typing
    vi.advanceTimersByTime(1);
    expect(send).not.toHaveBeenCalled();
    r.searched('customs hold', 'docs', 4, urls);
    vi.advanceTimersByTime(SEARCH_SETTLE_MS);
    expect(send).not.toHaveBeenCalled(); // settled, but the reader may still open a result
    r.left();
    r.left();
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'search', query: 'customs hold', scope: 'docs', results: 4 });
  });

  it('sends a settled query when another one follows it, and one typed over before 1000 ms never', () => {
    const send = vi.fn<(s: SearchSignal) => void>();
    const r = createSearchReporter(send);
    r.searched('eta', 'all', 3, urls);
    vi.advanceTimersByTime(SEARCH_SETTLE_MS - 1);
    r.searched('etd', 'all', 2, urls);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SEARCH_SETTLE_MS);
    r.searched('reefer', 'all', 0, []);
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'search', query: 'etd', scope: 'all', results: 2 });
  });

  it('sends the opened result rank among pages, once, whether the query had settled or not', () => {
    const send = vi.fn<(s: SearchSignal) => void>();
    const r = createSearchReporter(send);
    r.searched('milestone', 'docs', 3, urls);
    vi.advanceTimersByTime(10);
    r.opened('/docs/c#z');
    r.opened('/docs/b');
    r.left();
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'search', query: 'milestone', scope: 'docs', results: 3, openedRank: 3 });
  });

  it('sends nothing for an empty query', () => {
    const send = vi.fn<(s: SearchSignal) => void>();
    const r = createSearchReporter(send);
    r.searched('eta', 'docs', 3, urls);
    vi.advanceTimersByTime(5);
    r.searched('   ', 'docs', 0, []);
    vi.advanceTimersByTime(SEARCH_SETTLE_MS);
    r.left();
    expect(send).not.toHaveBeenCalled();
  });

  it('normalises as the server does', () => {
    expect(normaliseQuery('  Customs \t HOLD ')).toBe('customs hold');
  });

  it('reports what a search function answered, unless the query was superseded', async () => {
    const searched = vi.fn();
    const reporter = { searched, opened: vi.fn(), left: vi.fn() };
    const search = reportingSearch(async () => ({ hits: [{ url: '/docs/a' }], total: 1 }) as never, reporter);
    await search('eta', { language: 'en', docsTag: 'docs-default-current' }, { signal: new AbortController().signal });
    expect(searched).toHaveBeenCalledExactlyOnceWith('eta', 'all', 1, ['/docs/a']);
    const aborted = new AbortController();
    aborted.abort();
    await search('et', { language: 'en', docsTag: 'docs-default-current', scope: 'docs' }, { signal: aborted.signal });
    expect(searched).toHaveBeenCalledOnce();
  });

  it('has no reporter when insights are off or the browser sends Global Privacy Control', () => {
    const on = { site: { insights: { enabled: true, endpoint: '/api/insights' } } } as unknown as LayoutData;
    const off = { site: { insights: { enabled: false } } } as unknown as LayoutData;
    const absent = { site: {} } as unknown as LayoutData;
    expect(searchReporter(off)).toBeUndefined();
    expect(searchReporter(absent)).toBeUndefined();
    expect(searchReporter(on)).toBeDefined();
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    expect(searchReporter(on)).toBeUndefined();
  });

  it('sends the settled search to the endpoint with fetch keepalive', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const reporter = searchReporter({ site: { insights: { enabled: true, endpoint: '/api/insights-test' } } } as unknown as LayoutData)!;
    reporter.searched('Bonded', 'all', 0, []);
    vi.advanceTimersByTime(SEARCH_SETTLE_MS);
    reporter.left();
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      '/api/insights-test',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
    expect(JSON.parse(fetch.mock.calls[0]![1].body)).toEqual({ type: 'search', query: 'bonded', scope: 'all', results: 0 });
  });
});
