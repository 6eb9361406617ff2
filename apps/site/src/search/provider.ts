import type { LayoutData, SearchConfig } from '../pageData.gen';
import { createAlgoliaSearch } from './algolia';
import { createEngine } from './engine';
import { pageOf, pageRanked } from './scope';
import type { SearchFunction, SearchHit as ModalHit } from '@freightlane/ui/search-modal';
import { withTiming } from './timing';
import type { Search, SearchHit } from './types';

/** The site's search settings; the embedded index when site.yaml has none. */
export const searchConfig = (layout: LayoutData): SearchConfig => layout.site.search ?? { provider: 'local' };

let cached: { key: string; search: Search; forModal: SearchFunction } | undefined;

const kinds = { page: 'page', heading: 'section', content: 'content' } as const;

/** A hit of the index (DocSearch's shape) as the modal lists it: grouped by page, titled by its deepest heading. */
export function toModalHit(hit: SearchHit): ModalHit {
  const { lvl0, lvl1, lvl2, lvl3 } = hit.hierarchy;
  const level = lvl3 !== null ? 'lvl3' : lvl2 !== null ? 'lvl2' : 'lvl1';
  return {
    id: hit.url,
    url: hit.url,
    page: pageOf(hit.url),
    label: lvl0,
    group: lvl1,
    title: hit.hierarchy[level] ?? lvl1,
    path: [lvl0, lvl1, lvl2].filter((p): p is string => Boolean(p)),
    snippet: hit.snippet.text,
    kind: kinds[hit.type],
    matches: { title: hit.matches[level], snippet: hit.snippet.ranges },
  };
}

/** Adapts a DocSearch-shaped search function to the modal's. */
export function forModal(search: Search): SearchFunction {
  return async (query, context) => {
    const result = await search(query, context);
    return { hits: result.hits.map(toModalHit), total: result.nbHits, ...(result.words ? { words: result.words } : {}) };
  };
}

/** The search site.yaml configures (the embedded index, or Algolia DocSearch), made once per configuration. */
function configuredSearch(layout: LayoutData) {
  const config = searchConfig(layout);
  const key = JSON.stringify(config);
  if (cached?.key !== key) {
    const search = withTiming(
      config.provider === 'algolia'
        ? createAlgoliaSearch({ appId: config.appId!, apiKey: config.apiKey!, indexName: config.indexName! })
        : createEngine({ baseUrl: `${layout.site.baseUrl}search-index/` }).search,
    );
    cached = { key, search, forModal: pageRanked(forModal(search)) };
  }
  return cached;
}

/** The site's search in DocSearch's shape, with each section's text: what Ask AI answers from. */
export const siteSearch = (layout: LayoutData): Search => configuredSearch(layout).search;

/** The search function of the modal and the /search page: one ranking of pages, each page's best sections under it. */
export const searchFor = (layout: LayoutData): SearchFunction => configuredSearch(layout).forModal;
