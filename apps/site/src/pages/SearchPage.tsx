import { useEffect, useState } from 'react';
import { SearchPageView, searchPageTexts, useDebouncedValue, type SearchHit } from '@freightlane/ui';
import { searchFor } from '../search/provider';
import { reportingSearch, searchReporter } from '../search/signals';
import { scopeFromSearchParams } from '../search/scope';
import { SiteLink } from '../router';
import type { PageProps } from './types';
import styles from './Docs.module.css';

/** How long after the last keystroke the /search page runs the query. */
export const SEARCH_PAGE_DEBOUNCE_MS = 300;

/**
 * The /search page. The query lives in ?q= and the Docs / All filter in
 * ?scope=docs (All, the default, leaves it out), both kept with
 * replaceState so a result list can be shared; the search runs 300 ms after
 * typing stops, and at once for a new scope. The pages come in the engine's
 * order, as in the modal and MCP (search/scope.ts); scripts/search-relevance.mjs
 * measures that order (mage bench). The URL is read after
 * hydration so the server's HTML and the first render agree.
 */
export default function SearchPage({ page, layout }: PageProps<'search'>) {
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<'docs' | 'all'>('all');
  const [result, setResult] = useState<{
    status: 'idle' | 'loading' | 'success' | 'error';
    hits: SearchHit[];
    total: number;
    words?: { matched: number; total: number };
  }>({ status: 'idle', hits: [], total: 0 });
  const debounced = useDebouncedValue(query, SEARCH_PAGE_DEBOUNCE_MS);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setQuery(params.get('q') ?? '');
    setScope(scopeFromSearchParams(params));
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
    if (scope === 'docs') url.searchParams.set('scope', scope);
    else url.searchParams.delete('scope');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }, [query, scope]);

  // Docs insights: each search is reported once it is over (search/signals.ts):
  // when a result is opened, another query follows, or the reader leaves.
  const reporter = searchReporter(layout);
  useEffect(() => {
    if (!reporter) return;
    const leave = () => reporter.left();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [reporter]);
  // A result link opened by mouse or keyboard fires a click that bubbles here.
  const openedResult = (event: React.MouseEvent) => {
    const link = (event.target as Element).closest('a[href]');
    if (link && reporter) reporter.opened(link.getAttribute('href')!);
  };

  useEffect(() => {
    if (!debounced.trim()) {
      setResult({ status: 'idle', hits: [], total: 0 });
      return;
    }
    const controller = new AbortController();
    setResult((r) => ({ ...r, status: 'loading' }));
    reportingSearch(searchFor(layout), reporter)(
      debounced,
      { language: 'en', docsTag: 'docs-default-current', scope },
      { signal: controller.signal },
    )
      .then((r) => !controller.signal.aborted && setResult({ status: 'success', hits: r.hits, total: r.total, words: r.words }))
      .catch(() => !controller.signal.aborted && setResult({ status: 'error', hits: [], total: 0 }));
    return () => controller.abort();
  }, [debounced, scope, layout, reporter]);

  return (
    <div className={styles.narrow} onClick={openedResult}>
      <SearchPageView
        query={query}
        onQueryChange={setQuery}
        status={result.status}
        hits={result.hits}
        total={result.total}
        words={result.words}
        scope={scope}
        onScopeChange={setScope}
        action="/search"
        linkComponent={SiteLink}
      />
    </div>
  );
}
