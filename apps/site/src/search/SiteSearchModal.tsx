import { SearchModal } from '@freightlane/ui/search-modal';
import type { LayoutData } from '../data';
import { searchFor } from './provider';

export interface SiteSearchModalProps {
  layout: LayoutData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: (url: string) => void;
}

/** The search modal with the site's search provider; its own chunk, loaded on first open. */
export default function SiteSearchModal({ layout, open, onOpenChange, onNavigate }: SiteSearchModalProps) {
  const config = (layout.site as { search?: { missingResultsUrl?: string; indexName?: string } }).search;
  const missing = config?.missingResultsUrl;
  return (
    <SearchModal
      open={open}
      onOpenChange={onOpenChange}
      search={searchFor(layout)}
      onNavigate={onNavigate}
      indexName={config?.indexName ?? 'local'}
      context={{ language: 'en', docsTag: 'docs-default-current' }}
      getMissingResultsUrl={missing ? (query) => missing.replace('{query}', encodeURIComponent(query)) : undefined}
    />
  );
}
