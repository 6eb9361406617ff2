/**
 * Live editing under `mage dev`: the content watcher regenerates the page
 * data after each save and the dev server sends "fl:content". A valid
 * change refreshes the open page in place (no reload); a content error shows
 * as an overlay with the same file:line:col message as the build, and the
 * overlay goes away when the error is fixed.
 */

import { CONTENT_UPDATED } from './devEvents';

interface ContentStatus {
  version: number;
  error?: string;
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

/** Subscribes to the content watcher's events (development only). */
export function watchContent() {
  if (!import.meta.hot) return;
  import.meta.hot.on('fl:content', (status: ContentStatus) => {
    if (status.error) {
      showOverlay(status.error);
      return;
    }
    hideOverlay();
    window.dispatchEvent(new Event(CONTENT_UPDATED));
  });
}
