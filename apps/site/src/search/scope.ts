import type { SearchFunction, SearchHit } from '@freightlane/ui/search-modal';

/** Where the docs live: the pages the Docs filter keeps. */
export const DOCS_PATH_PREFIX = '/docs/';

/** Whether a route (a path, or a URL of this site, with or without a fragment) is a docs page. */
export function isDocsPath(url: string): boolean {
  return new URL(url, 'http://site.invalid').pathname.startsWith(DOCS_PATH_PREFIX);
}

/** How many sections of one page are listed under it: the engines' maxHitsPerPage (query.go, engine.ts). */
export const SECTIONS_PER_PAGE = 3;

/** The page a hit belongs to: its URL without the section anchor. */
export const pageOf = (url: string) => url.split('#')[0]!;

/**
 * The hits as one ranking of pages, the same in the modal, on the /search
 * page and in MCP's search_docs: pages in the order of their best hit, each
 * page's best sections (at most SECTIONS_PER_PAGE) together under it. The
 * embedded engine ranks this way already; a hosted provider's flat list of
 * sections (Algolia DocSearch) is grouped here, so every provider shows the
 * same grouping. With All, the engine's page order stands: a marketing or
 * integration page about the query is not pushed below docs that mention it.
 */
export function groupByPage<Hit extends Pick<SearchHit, 'url'>>(hits: readonly Hit[]): Hit[] {
  const pages = new Map<string, Hit[]>();
  for (const hit of hits) {
    const list = pages.get(pageOf(hit.url)) ?? [];
    if (list.length < SECTIONS_PER_PAGE) list.push(hit);
    pages.set(pageOf(hit.url), list);
  }
  return [...pages.values()].flat();
}

/** A search function whose hits are grouped by page (groupByPage); the count and words stay. */
export function pageRanked(search: SearchFunction): SearchFunction {
  return async (query, context, options) => {
    const result = await search(query, context, options);
    return { ...result, hits: groupByPage(result.hits) };
  };
}

/** The /search page's `?scope=`: "docs" keeps it to the docs; anything else, or none, is All. */
export function scopeFromSearchParams(params: URLSearchParams): 'docs' | 'all' {
  return params.get('scope') === 'docs' ? 'docs' : 'all';
}
