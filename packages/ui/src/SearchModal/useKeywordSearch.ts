import { useEffect, useRef, useState } from 'react';
import { SEARCH_SPINNER_DELAY_MS } from './texts';
import type { SearchContext, SearchFunction, SearchResult } from './types';

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

interface KeywordSearchOptions {
  query: string;
  /** False while the modal is closed or in Ask AI mode: no query is sent. */
  enabled: boolean;
  search: SearchFunction;
  context: SearchContext;
  /** Called when an answer arrives (the modal selects its first option). */
  onResult: () => void;
}

/**
 * One query per keystroke; a newer query aborts the older and its late
 * answer is dropped. `slow` turns true once a search has run for
 * `SEARCH_SPINNER_DELAY_MS`.
 */
export function useKeywordSearch({ query, enabled, search, context, onResult }: KeywordSearchOptions) {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [result, setResult] = useState<SearchResult | null>(null);
  /** The query `result` answers: Ask AI reuses its hits only for the same question. */
  const [resultQuery, setResultQuery] = useState('');
  const [slow, setSlow] = useState(false);
  const latest = useRef({ search, context, onResult });
  latest.current = { search, context, onResult };

  useEffect(() => {
    if (!enabled) return;
    if (!query.trim()) {
      setResult(null);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    latest.current.search(query, latest.current.context, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setResult(answer);
        setResultQuery(query);
        setStatus('success');
        latest.current.onResult();
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [query, enabled, context.scope]);

  // A search still running after the delay shows a spinner in place of the search icon.
  const searching = enabled && status === 'loading';
  useEffect(() => {
    if (!searching) return;
    const timer = setTimeout(() => setSlow(true), SEARCH_SPINNER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [searching]);

  return { status, result, resultQuery, slow: searching && slow };
}
