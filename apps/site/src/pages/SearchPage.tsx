import { useEffect, useState } from 'react';
import { SearchPageView, searchPageTexts, useDebouncedValue, type SearchHit } from '@freightlane/ui';
import { searchFor } from '../search/provider';
import { SiteLink } from '../router';
import type { PageProps } from './registry';
import styles from './Docs.module.css';

/** How long after the last keystroke the /search page runs the query. */
export const SEARCH_PAGE_DEBOUNCE_MS = 300;

/**
 * The /search page. The query lives in ?q= (kept with replaceState); the
 * search runs 300 ms after typing stops. The URL is read after hydration so
 * the server's HTML and the first render agree.
 */
export default function SearchPage({ page, layout }: PageProps<'search'>) {
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{
    status: 'idle' | 'loading' | 'success' | 'error';
    hits: SearchHit[];
    total: number;
    words?: { matched: number; total: number };
  }>({ status: 'idle', hits: [], total: 0 });
  const debounced = useDebouncedValue(query, SEARCH_PAGE_DEBOUNCE_MS);

  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
  }, []);

  // The document title follows the query, as the h1 does.
  const trimmed = query.trim();
  useEffect(() => {
    document.title = `${trimmed ? searchPageTexts.titleWithQuery(trimmed) : page.title} — ${layout.site.title}`;
  }, [trimmed, page.title, layout.site.title]);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }, [query]);

  useEffect(() => {
    if (!debounced.trim()) {
      setResult({ status: 'idle', hits: [], total: 0 });
      return;
    }
    const controller = new AbortController();
    setResult((r) => ({ ...r, status: 'loading' }));
    searchFor(layout)(debounced, { language: 'en', docsTag: 'docs-default-current' }, { signal: controller.signal })
      .then((r) => !controller.signal.aborted && setResult({ status: 'success', hits: r.hits, total: r.total, words: r.words }))
      .catch(() => !controller.signal.aborted && setResult({ status: 'error', hits: [], total: 0 }));
    return () => controller.abort();
  }, [debounced, layout]);

  return (
    <div className={styles.narrow}>
      <SearchPageView
        query={query}
        onQueryChange={setQuery}
        status={result.status}
        hits={result.hits}
        total={result.total}
        words={result.words}
        action="/search"
        linkComponent={SiteLink}
      />
    </div>
  );
}
