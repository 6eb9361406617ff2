import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { SearchModal, type AskAiFunction } from '@freightlane/ui/search-modal';
import { peekSearchIntent, takeSearchIntent } from '@freightlane/ui';
import type { LayoutData } from '../data';
import { createAskAi, probeAskAi } from './askAi';
import { searchConfig, searchFor, siteSearch } from './provider';
import { reportingSearch, searchReporter } from './signals';

export interface SiteSearchModalProps {
  layout: LayoutData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: (url: string) => void;
  /** Opened on a docs page: the search offers the Docs / All filter and starts on Docs. */
  fromDocs?: boolean;
}

/** One capability probe per endpoint and page load: the server's configuration does not change while a reader types. */
/** The index name without a hosted search index; the stored searches' keys carry it. */
export const LOCAL_SEARCH_INDEX_NAME = 'local';

const probes = new Map<string, Promise<boolean>>();

/**
 * The Ask AI function when site.yaml configures an endpoint and the server
 * behind it says it is enabled; asked once, when the modal first opens, so
 * a static host or an unconfigured server never shows the mode.
 */
function useAskAi(layout: LayoutData, open: boolean): AskAiFunction | undefined {
  const endpoint = searchConfig(layout).askAi?.endpoint;
  const [enabledFor, setEnabledFor] = useState<string | null>(null);

  useEffect(() => {
    if (!open || !endpoint) return;
    let current = true;
    let probe = probes.get(endpoint);
    if (!probe) {
      probe = probeAskAi(endpoint);
      probes.set(endpoint, probe);
    }
    void probe.then((enabled) => current && enabled && setEnabledFor(endpoint));
    return () => {
      current = false;
    };
  }, [open, endpoint]);

  const search = siteSearch(layout);
  return useMemo(
    () => (endpoint && enabledFor === endpoint ? createAskAi({ endpoint, search }) : undefined),
    [endpoint, enabledFor, search],
  );
}

/** The search modal with the site's search provider and, when the server offers it, Ask AI; its own chunk, loaded on first open. */
export default function SiteSearchModal({ layout, open, onOpenChange, onNavigate, fromDocs = false }: SiteSearchModalProps) {
  const config = searchConfig(layout);
  const missing = config.missingResultsUrl;
  const askAi = useAskAi(layout, open);
  // What the reader typed after asking for the search before the app was
  // live; later openings start empty.
  // The script keeps capturing until the modal's input has focus (the
  // modal's layout effects run before this one): what arrived meanwhile is
  // taken here, in a layout effect, so that the input holds it before the
  // browser hands the next key to the input.
  const [initialQuery, setInitialQuery] = useState(() => peekSearchIntent()?.typed ?? '');
  useLayoutEffect(() => {
    const taken = takeSearchIntent();
    if (taken) setInitialQuery(taken.typed);
  }, []);
  useEffect(() => {
    if (!open) setInitialQuery('');
  }, [open]);
  // Docs insights: each search is reported once it is over (search/signals.ts).
  const reporter = searchReporter(layout);
  const search = useMemo(() => reportingSearch(searchFor(layout), reporter), [layout, reporter]);
  useEffect(() => {
    if (!open || !reporter) return;
    const leave = () => reporter.left();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [open, reporter]);
  return (
    <SearchModal.Root
      open={open}
      initialQuery={initialQuery}
      scope={fromDocs ? 'docs' : undefined}
      onOpenChange={onOpenChange}
      search={search}
      askAi={askAi}
      onNavigate={(url) => {
        reporter?.opened(url);
        onNavigate(url);
      }}
      indexName={config.indexName ?? LOCAL_SEARCH_INDEX_NAME}
      context={{ language: 'en', docsTag: 'docs-default-current' }}
    >
      <SearchModal.Content>
        <SearchModal.Input />
        <SearchModal.ScopeFilter />
        <SearchModal.Results
          suggestions={config.suggestions}
          getMissingResultsUrl={missing ? (query) => missing.replace('{query}', encodeURIComponent(query)) : undefined}
        />
        <SearchModal.Footer />
      </SearchModal.Content>
    </SearchModal.Root>
  );
}
