/** The search interface the modal and the /search page use, whichever engine answers. */

/** Contextual search: DocSearch's facet filters, applied by both engines. */
export interface SearchContext {
  /** The page's language ("en"). */
  language: string;
  /** The docs version tag ("docs-default-current"); "default" pages always match. */
  docsTag: string;
}

/** The levels a hit sits under: group, page title, section, subsection. */
export interface SearchHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
}

export interface SearchHit {
  /** Route with the section anchor. */
  url: string;
  hierarchy: SearchHierarchy;
  /** The hierarchy as HTML: escaped, query words in `<mark>`. */
  highlight: SearchHierarchy;
  /** What matched: the page title, a heading, or the text. */
  type: 'page' | 'heading' | 'content';
  /** About 15 words of the section's text around the match, HTML with `<mark>`. */
  snippet: string;
  /** The section's whole text, plain: what Ask AI answers from. */
  text: string;
  score: number;
}

/** How many of the query's words the best hit matches (stop words left out). */
export interface SearchWords {
  matched: number;
  total: number;
}

export interface SearchResult {
  hits: SearchHit[];
  /** Matching sections in all, beyond the hits returned. */
  nbHits: number;
  /**
   * Optional words: when no page has every word, the best hits match
   * `matched` of `total` and the list says so. Absent when the engine does
   * not relax the query.
   */
  words?: SearchWords;
}

export type Search = (query: string, context: SearchContext) => Promise<SearchResult>;
