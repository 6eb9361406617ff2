import { describe, expect, it, vi } from 'vitest';
import type { SearchContext, SearchHit } from '@freightlane/ui/search-modal';
import { groupByPage, isDocsPath, pageRanked, scopeFromSearchParams } from './scope';

const hit = (url: string): SearchHit => ({ id: url, url, group: url, title: url });
const context: SearchContext = { language: 'en', docsTag: 'docs-default-current' };
const signal = new AbortController().signal;

describe('one ranking of pages', () => {
  it('tells docs routes from the rest, with or without an anchor or origin', () => {
    expect(isDocsPath('/docs/user-manual/operations/jobs#bill-of-lading')).toBe(true);
    expect(isDocsPath('https://www.freightlane.example/docs/category/operations')).toBe(true);
    expect(isDocsPath('/solutions/trucking#documents')).toBe(false);
    expect(isDocsPath('/docs-archive/old')).toBe(false);
    expect(isDocsPath('/')).toBe(false);
  });

  it('lists each page once, in the order of its best hit, with at most three of its sections under it', () => {
    const urls = [
      '/solutions/trucking#a',
      '/docs/x#1',
      '/solutions/trucking#b',
      '/docs/y',
      '/integrations/ups',
      '/docs/x#2',
      '/docs/x#3',
      '/docs/x#4',
      '/solutions/trucking',
    ];
    expect(groupByPage(urls.map(hit)).map((h) => h.url)).toEqual([
      '/solutions/trucking#a',
      '/solutions/trucking#b',
      '/solutions/trucking',
      '/docs/x#1',
      '/docs/x#2',
      '/docs/x#3',
      '/docs/y',
      '/integrations/ups',
    ]);
  });

  it('keeps the engine’s page order for every scope (a marketing page about the query stays above docs that mention it), and the count and words', async () => {
    const hits = [hit('/solutions/trucking'), hit('/docs/x')];
    const search = vi.fn(async () => ({ hits, total: 7, words: { matched: 2, total: 3 } }));
    const ranked = pageRanked(search);
    for (const scope of ['all', 'docs', undefined] as const) {
      const ctx = scope ? { ...context, scope } : context;
      await expect(ranked('bol', ctx, { signal })).resolves.toEqual({ hits, total: 7, words: { matched: 2, total: 3 } });
      expect(search).toHaveBeenLastCalledWith('bol', ctx, { signal });
    }
  });

  it('reads ?scope= as Docs only when it says docs', () => {
    expect(scopeFromSearchParams(new URLSearchParams('q=bol&scope=docs'))).toBe('docs');
    expect(scopeFromSearchParams(new URLSearchParams('q=bol&scope=all'))).toBe('all');
    expect(scopeFromSearchParams(new URLSearchParams('q=bol&scope=DOCS'))).toBe('all');
    expect(scopeFromSearchParams(new URLSearchParams('q=bol'))).toBe('all');
  });
});
