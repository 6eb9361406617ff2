import type { SearchFunction } from '@freightlane/ui/search-modal';
import type { LayoutData } from '../data';
import { insightsEndpoint, sendInsight } from '../insights';
import { pageOf } from './scope';

/** How long a query must stay unchanged to count as settled, not a step of typing. */
export const SEARCH_SETTLE_MS = 1000;

/** The event the server takes (schemas/insights-event.schema.json, search). */
export interface SearchSignal {
  type: 'search';
  query: string;
  scope: 'docs' | 'all';
  results: number;
  openedRank?: number;
}

/** A query as it is counted: lower case, trimmed, single spaces (the server does the same). */
export const normaliseQuery = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean).join(' ');

export interface SearchReporter {
  /** A search ran: its query, scope, result count and the pages its hits lead to, in rank order. */
  searched(query: string, scope: 'docs' | 'all', results: number, urls: readonly string[]): void;
  /** The reader opened a result: the search is reported with its rank, once. */
  opened(url: string): void;
  /** The reader left the search (closed it, left the page): the search is reported, once. */
  left(): void;
}

/**
 * Reports each search once, when it is over: a query is a candidate once it
 * has stayed unchanged for SEARCH_SETTLE_MS; it is sent when the reader
 * opens a result (with its rank), types another query after it settled, or
 * leaves. A query typed over before it settled is never sent.
 */
export function createSearchReporter(send: (signal: SearchSignal) => void, settleMs = SEARCH_SETTLE_MS): SearchReporter {
  let pending: { signal: SearchSignal; pages: string[]; settled: boolean } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (openedRank?: number) => {
    clearTimeout(timer);
    if (!pending) return;
    const { signal } = pending;
    pending = undefined;
    send(openedRank ? { ...signal, openedRank } : signal);
  };

  return {
    searched(query, scope, results, urls) {
      const normal = normaliseQuery(query);
      if (pending?.settled && (pending.signal.query !== normal || pending.signal.scope !== scope)) flush();
      clearTimeout(timer);
      if (!normal) {
        pending = undefined;
        return;
      }
      pending = { signal: { type: 'search', query: normal, scope, results }, pages: urls.map(pageOf), settled: false };
      const current = pending;
      timer = setTimeout(() => {
        current.settled = true;
      }, settleMs);
    },
    opened(url) {
      if (!pending) return;
      const rank = [...new Set(pending.pages)].indexOf(pageOf(url)) + 1;
      flush(rank > 0 ? rank : undefined);
    },
    left() {
      flush();
    },
  };
}

/** Whether the reader's browser asks not to be tracked (Global Privacy Control). */
const globalPrivacyControl = () =>
  typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

const reporters = new Map<string, SearchReporter>();

/** The site's search reporter, or undefined when site.yaml leaves insights off or the browser sends Global Privacy Control. */
export function searchReporter(layout: LayoutData): SearchReporter | undefined {
  const endpoint = insightsEndpoint(layout);
  if (!endpoint || globalPrivacyControl()) return undefined;
  let reporter = reporters.get(endpoint);
  if (!reporter) {
    reporter = createSearchReporter((signal) => void sendInsight(endpoint, signal));
    reporters.set(endpoint, reporter);
  }
  return reporter;
}

/** A search function that tells reporter about each search it answers. */
export function reportingSearch(search: SearchFunction, reporter: SearchReporter | undefined): SearchFunction {
  if (!reporter) return search;
  return async (query, context, options) => {
    const result = await search(query, context, options);
    if (!options?.signal?.aborted) {
      reporter.searched(
        query,
        context.scope ?? 'all',
        result.total,
        result.hits.map((hit) => hit.url),
      );
    }
    return result;
  };
}
