/**
 * Live editing under `mage dev`: the content watcher regenerates the page
 * data after each save; the dev server pushes each rewritten page's data
 * ("fl:page") and then the watcher's status after the run ("fl:content"). A
 * valid change refreshes the open page in place (no reload, no request); a
 * content error shows as an overlay with the same file:line:col message as
 * the build, and the overlay goes away when the error is fixed.
 */

import type { PageData } from './data';
import { CONTENT_STATUS_EVENT, CONTENT_UPDATED, PAGE_DATA_EVENT, type ContentUpdatedDetail } from './devEvents';

interface ContentStatus {
  version: number;
  error?: string;
  /** Set when the dev server pushed every page the run rewrote: nothing else is stale. */
  pagesPushed?: boolean;
}

const OVERLAY_ID = 'fl-content-error';

function showOverlay(message: string) {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Content error');
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      background: 'rgb(11 18 32 / 0.92)',
      color: '#ffd7d7',
      padding: '32px',
      overflow: 'auto',
      font: '14px/1.6 ui-monospace, SFMono-Regular, Menlo, monospace',
    });
    document.body.append(overlay);
  }
  overlay.innerHTML = '';
  const title = document.createElement('h2');
  title.textContent = 'The content has errors';
  title.style.color = '#fff';
  const pre = document.createElement('pre');
  pre.textContent = message;
  pre.style.whiteSpace = 'pre-wrap';
  overlay.append(title, pre);
}

function hideOverlay() {
  document.getElementById(OVERLAY_ID)?.remove();
}

const contentUpdated = (detail: ContentUpdatedDetail) => window.dispatchEvent(new CustomEvent(CONTENT_UPDATED, { detail }));

/** Subscribes to the content watcher's events (development only). */
export function watchContent() {
  if (!import.meta.hot) return;
  // A page's new data, pushed as soon as the watcher wrote it: the content is valid again.
  import.meta.hot.on(PAGE_DATA_EVENT, (page: PageData) => {
    hideOverlay();
    contentUpdated({ page });
  });
  import.meta.hot.on(CONTENT_STATUS_EVENT, (status: ContentStatus) => {
    if (status.error) {
      showOverlay(status.error);
      return;
    }
    hideOverlay();
    // Too many pages changed to push them (or one could not be read): every page's data is stale.
    if (!status.pagesPushed) contentUpdated({});
  });
}
