/**
 * The hosted search option: Algolia DocSearch, queried the way DocSearch v4
 * in Docusaurus queries it (contextual facet filters, 20 hits, 15-word
 * snippets, insights off), with its answer mapped to the embedded engine's
 * hit shape so the modal and the /search page serve both.
 */
import type { MarkedText, Search, SearchHierarchy, SearchHit, TextRange } from './types';

export interface AlgoliaOptions {
  appId: string;
  /** The search-only API key. */
  apiKey: string;
  indexName: string;
  /** Origin to query instead of https://<appId>-dsn.algolia.net (tests). */
  host?: string;
  fetch?: typeof fetch;
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

interface AlgoliaHit {
  url: string;
  type?: Level | 'content';
  content?: string | null;
  hierarchy?: Partial<Record<Level, string | null>>;
  _highlightResult?: { hierarchy?: Partial<Record<Level, { value: string }>> };
  _snippetResult?: { content?: { value: string } };
}

interface AlgoliaResponse {
  results?: { hits?: AlgoliaHit[]; nbHits?: number }[];
}

/** DocSearch's facet filters for a context: the inner array means OR; the Docs filter leaves the "default" (non-docs) pages out. */
export function facetFilters(language: string, docsTag: string, scope?: 'docs' | 'all'): (string | string[])[] {
  if (scope === 'docs') return [`language:${language}`, `docusaurus_tag:${docsTag}`];
  return [`language:${language}`, ['docusaurus_tag:default', `docusaurus_tag:${docsTag}`]];
}

const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** Text with the character references an HTML escaper writes (named, decimal and hexadecimal) read back. */
function unescapeHTML(html: string): string {
  return html.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(lt|gt|quot|apos|amp));/gi, (ref, dec: string, hex: string, name: string) => {
    if (name) return entities[name.toLowerCase()];
    const code = dec ? Number(dec) : parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : ref;
  });
}

/**
 * Algolia's highlighted or snippeted HTML (escaped text, matches in
 * `<mark>`, the pre and post tags this client asks for) as the text the
 * reader sees and the ranges of it that are marked. The only place the
 * site reads HTML from a search: the embedded engine gives ranges.
 */
export function markedText(html: string): MarkedText {
  let text = '';
  const ranges: TextRange[] = [];
  let start: number | null = null;
  for (const part of html.split(/(<\/?mark>)/)) {
    if (part === '<mark>') start = text.length;
    else if (part === '</mark>') {
      if (start !== null && text.length > start) ranges.push([start, text.length]);
      start = null;
    } else text += unescapeHTML(part);
  }
  return { text, ranges };
}

/** The path, query and hash of a hit URL: hits open inside the site. */
function relative(url: string): string {
  try {
    const u = new URL(url, 'http://relative.invalid');
    return u.pathname + u.search + u.hash;
  } catch {
    return url;
  }
}

function typeOf(t: AlgoliaHit['type']): SearchHit['type'] {
  if (t === 'content') return 'content';
  if (t === 'lvl0' || t === 'lvl1') return 'page';
  return 'heading';
}

function mapHit(h: AlgoliaHit, score: number): SearchHit {
  const plain = (l: Level) => h.hierarchy?.[l] ?? null;
  // A level's marked ranges, when its highlight reads as the level's text.
  const ranges = (l: Level): TextRange[] => {
    const v = h._highlightResult?.hierarchy?.[l]?.value;
    if (v === undefined) return [];
    const marked = markedText(v);
    return marked.text === plain(l) ? marked.ranges : [];
  };
  const hierarchy: SearchHierarchy = { lvl0: plain('lvl0') ?? '', lvl1: plain('lvl1') ?? '', lvl2: plain('lvl2'), lvl3: plain('lvl3') };
  const snippet = h._snippetResult?.content?.value;
  return {
    url: relative(h.url),
    hierarchy,
    matches: { lvl1: ranges('lvl1'), lvl2: ranges('lvl2'), lvl3: ranges('lvl3') },
    type: typeOf(h.type),
    snippet: snippet === undefined ? { text: h.content ?? '', ranges: [] } : markedText(snippet),
    text: h.content ?? '',
    score,
  };
}

/** A search function over an Algolia DocSearch index. HTTP and format errors reject. */
export function createAlgoliaSearch(options: AlgoliaOptions): Search {
  const host = options.host ?? `https://${options.appId}-dsn.algolia.net`;
  const doFetch = options.fetch ?? fetch;
  return async (query, context) => {
    const res = await doFetch(`${host}/1/indexes/*/queries`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Algolia-Application-Id': options.appId,
        'X-Algolia-API-Key': options.apiKey,
      },
      body: JSON.stringify({
        requests: [
          {
            indexName: options.indexName,
            query,
            hitsPerPage: 20,
            attributesToRetrieve: [
              'hierarchy.lvl0',
              'hierarchy.lvl1',
              'hierarchy.lvl2',
              'hierarchy.lvl3',
              'hierarchy.lvl4',
              'hierarchy.lvl5',
              'hierarchy.lvl6',
              'content',
              'type',
              'url',
            ],
            attributesToSnippet: ['content:15'],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            facetFilters: facetFilters(context.language, context.docsTag, context.scope),
            clickAnalytics: false,
          },
        ],
      }),
    });
    if (!res.ok) throw new Error(`Algolia: HTTP ${res.status}`);
    let data: AlgoliaResponse;
    try {
      data = (await res.json()) as AlgoliaResponse;
    } catch {
      throw new Error('Algolia: the answer is not JSON');
    }
    const result = data.results?.[0];
    if (!result || !Array.isArray(result.hits)) throw new Error('Algolia: the answer has no results');
    const hits = result.hits.map((h, i, all) => mapHit(h, all.length - i));
    return { hits, nbHits: result.nbHits ?? hits.length };
  };
}
