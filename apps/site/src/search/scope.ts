import type { SearchContext, SearchFunction, SearchHit } from '@freightlane/ui/search-modal';

/** Where the docs live: the pages the Docs filter keeps, and those All lists first. */
export const DOCS_PATH_PREFIX = '/docs/';

/** Whether a route (a path, or a URL of this site, with or without a fragment) is a docs page. */
export function isDocsPath(url: string): boolean {
  return new URL(url, 'http://site.invalid').pathname.startsWith(DOCS_PATH_PREFIX);
}

/** The hits of docs pages first, then the rest; each part keeps the engine's order. */
export function docsHitsFirst<Hit extends Pick<SearchHit, 'url'>>(hits: readonly Hit[]): Hit[] {
  return [...hits.filter((hit) => isDocsPath(hit.url)), ...hits.filter((hit) => !isDocsPath(hit.url))];
}

/**
 * The Docs / All filter's order, the same in the search modal and on the
 * /search page: with All (`scope: 'all'`, a search from the docs or the
 * /search page), the docs pages' hits come before the rest, so widening a
 * docs search keeps what it found on top. Docs needs nothing (the engine
 * lists docs only) and a search without a scope (from a marketing page)
 * keeps the engine's order. The scores are the engine's; this only orders.
 */
export function docsFirst(search: SearchFunction): SearchFunction {
  return async (query, context: SearchContext, options) => {
    const result = await search(query, context, options);
    return context.scope === 'all' ? { ...result, hits: docsHitsFirst(result.hits) } : result;
  };
}

/** The /search page's `?scope=`: "docs" keeps it to the docs; anything else, or none, is All. */
export function scopeFromSearchParams(params: URLSearchParams): 'docs' | 'all' {
  return params.get('scope') === 'docs' ? 'docs' : 'all';
}
