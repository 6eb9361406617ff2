/** The search interface the modal and the /search page use, whichever engine answers. */

/** Contextual search: DocSearch's facet filters, applied by both engines. */
export interface SearchContext {
  /** The page's language ("en"). */
  language: string;
  /** The docs version tag ("docs-default-current"); "default" pages always match. */
  docsTag: string;
  /** "docs": the Docs filter of a search from a docs page, docs pages only; "all" or absent: every page. */
  scope?: 'docs' | 'all';
}

/** The levels a hit sits under: group, page title, section, subsection. */
export interface SearchHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
}

/** A stretch of a text: the offset of its first character and of the one after its last (UTF-16 units, as String.slice counts). */
export type TextRange = readonly [start: number, end: number];

/** A text with the ranges of it that the search matched (stems, typos' corrections and completed prefixes included). */
export interface MarkedText {
  text: string;
  ranges: TextRange[];
}

export interface SearchHit {
  /** Route with the section anchor. */
  url: string;
  hierarchy: SearchHierarchy;
  /** Where the search matched the page title and the section headings (lvl1-lvl3 of hierarchy). */
  matches: { lvl1: TextRange[]; lvl2: TextRange[]; lvl3: TextRange[] };
  /** What matched: the page title, a heading, or the text. */
  type: 'page' | 'heading' | 'content';
  /** About 15 words of the section's text around the match (with "…" where it is cut), and the matched ranges of it. */
  snippet: MarkedText;
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
