import type { PageData } from './data';

/**
 * Dispatched on window when `mage dev` regenerated the content: the open
 * page updates in place. `detail.page`, when set, is one page's new data
 * (pushed by the dev server); without it every page's data is stale.
 */
export const CONTENT_UPDATED = 'fl:content-updated';

export interface ContentUpdatedDetail {
  page?: PageData;
}

/** The dev server's event after each run of the content watcher: `{version, error?}`, the errors as file:line:col lines. */
export const CONTENT_STATUS_EVENT = 'fl:content';
/** The dev server's event for each page data file the content watcher rewrote: the page's new data. */
export const PAGE_DATA_EVENT = 'fl:page';
