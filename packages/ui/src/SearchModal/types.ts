/** The query's context: contextual search filters on the page's language and docs version tag. */
export interface SearchContext {
  /** @default "en" */
  language: string;
  /** @default "docs-default-current" */
  docsTag: string;
  /** "docs" lists docs pages only (the Docs / All filter's Docs); "all" or absent lists every page. */
  scope?: 'docs' | 'all';
}

/** One hit, in a shape both the local index and Algolia DocSearch map onto. */
export interface SearchHit {
  /** Unique and stable (Algolia's objectID): recent searches are kept by it. */
  id: string;
  url: string;
  /** The heading of the hit's group: the page title (DocSearch `hierarchy.lvl1`). */
  group: string;
  /** The page the hit is on (its URL without the anchor): hits are grouped by it; without it, by `group`. */
  page?: string;
  /** What the page is, shown beside its title: DocSearch `hierarchy.lvl0` ("Integrations", "Solutions", "User manual", "Developer guide", "Company"). */
  label?: string;
  /** The hit's own title: the page title, or the heading of the section that matched. */
  title: string;
  /** The headings between the group and the hit, shown as a trail. */
  path?: string[];
  /** Plain text around the match. */
  snippet?: string;
  /** @default "page" */
  kind?: 'page' | 'section' | 'content';
  /**
   * Where the search matched the title and the snippet, as the search saw
   * it (stems, typos, completed prefixes): these ranges are marked. Without
   * them, the query's words are marked where a word starts with one.
   */
  matches?: { title?: TextRange[]; snippet?: TextRange[] };
}

/** A stretch of a text: the offset of its first character and of the one after its last (UTF-16 units, as String.slice counts). */
export type TextRange = readonly [start: number, end: number];

export interface SearchResult {
  /** The best hits, in rank order (the modal groups them). */
  hits: SearchHit[];
  /** How many documents match in all: the footer's "See all N results". */
  total: number;
  /**
   * Optional words: when no result has every word of the query, how many of
   * its words the best results match ("Showing results for 2 of 3 words").
   */
  words?: { matched: number; total: number };
  /** Queries to try when nothing matched ("Try searching for"). */
  suggestions?: string[];
}

export interface SearchOptions {
  /** Aborted when a newer query supersedes this one or the modal closes. */
  signal: AbortSignal;
}

/** Answers a query: the local index or a hosted provider. */
export type SearchFunction = (query: string, context: SearchContext, options: SearchOptions) => Promise<SearchResult>;

/** A source an answer is based on. */
export interface AskAiSource {
  title: string;
  url: string;
}

/** One piece of a streamed answer. */
export type AskAiEvent = { type: 'text'; text: string } | { type: 'sources'; sources: AskAiSource[] };

/** An earlier question of the same Ask AI conversation and the answer it got. */
export interface AskAiTurn {
  question: string;
  answer: string;
}

export interface AskAiOptions extends SearchOptions {
  /** The page's language and docs version tag, as for keyword search. */
  context: SearchContext;
  /**
   * The conversation so far, oldest first: each earlier question whose
   * answer completed, with that answer. Empty for the first question and
   * after "New conversation". A backend that answers each question on its
   * own can ignore it.
   */
  history: AskAiTurn[];
}

/**
 * Streams an answer to a question. `sources` are the keyword hits of the
 * question, for a backend that answers from them. Stop when `signal` aborts.
 */
export type AskAiFunction = (question: string, sources: SearchHit[], options: AskAiOptions) => AsyncIterable<AskAiEvent>;
