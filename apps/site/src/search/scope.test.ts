import { describe, expect, it, vi } from 'vitest';
import type { SearchContext, SearchHit } from '@freightlane/ui/search-modal';
import { docsFirst, docsHitsFirst, isDocsPath, scopeFromSearchParams } from './scope';

const hit = (url: string): SearchHit => ({ id: url, url, group: url, title: url });
const context: SearchContext = { language: 'en', docsTag: 'docs-default-current' };
const signal = new AbortController().signal;

describe('the Docs / All order', () => {
  it('tells docs routes from the rest, with or without an anchor or origin', () => {
    expect(isDocsPath('/docs/user-manual/operations/jobs#bill-of-lading')).toBe(true);
    expect(isDocsPath('https://www.freightlane.example/docs/category/operations')).toBe(true);
    expect(isDocsPath('/solutions/trucking#documents')).toBe(false);
    expect(isDocsPath('/docs-archive/old')).toBe(false);
    expect(isDocsPath('/')).toBe(false);
  });

  it('puts the docs hits first and keeps the engine’s order within each part', () => {
    const hits = ['/solutions/trucking#a', '/docs/x#1', '/solutions/trucking#b', '/docs/y', '/integrations/ups', '/docs/x#2'].map(hit);
    expect(docsHitsFirst(hits).map((h) => h.url)).toEqual([
      '/docs/x#1',
      '/docs/y',
      '/docs/x#2',
      '/solutions/trucking#a',
      '/solutions/trucking#b',
      '/integrations/ups',
    ]);
  });

  it('reorders the hits of an All search only: Docs and no scope keep the engine’s order, and the count and words stay', async () => {
    const hits = [hit('/solutions/trucking'), hit('/docs/x')];
    const search = vi.fn(async () => ({ hits, total: 7, words: { matched: 2, total: 3 } }));
    const ordered = docsFirst(search);
    await expect(ordered('bol', { ...context, scope: 'all' }, { signal })).resolves.toEqual({
      hits: [hits[1], hits[0]],
      total: 7,
      words: { matched: 2, total: 3 },
    });
    expect(search).toHaveBeenLastCalledWith('bol', { ...context, scope: 'all' }, { signal });
    expect((await ordered('bol', { ...context, scope: 'docs' }, { signal })).hits).toEqual(hits);
    expect((await ordered('bol', context, { signal })).hits).toEqual(hits);
  });

  it('reads ?scope= as Docs only when it says docs', () => {
    expect(scopeFromSearchParams(new URLSearchParams('q=bol&scope=docs'))).toBe('docs');
    expect(scopeFromSearchParams(new URLSearchParams('q=bol&scope=all'))).toBe('all');
    expect(scopeFromSearchParams(new URLSearchParams('q=bol&scope=DOCS'))).toBe('all');
    expect(scopeFromSearchParams(new URLSearchParams('q=bol'))).toBe('all');
  });
});
