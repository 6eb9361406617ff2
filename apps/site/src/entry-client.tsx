import { markSiteBundleLoaded } from '@freightlane/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@freightlane/ui/styles.css';
import './fonts.css';
import layout from '@gen/site.json';
import { App } from './App';
import type { PageData } from './data';
import { restoreBody } from './pageBody';
import { pageModule } from './pages/registry';
import type { PageComponent } from './pages/types';
import { keepPageData } from './prefetch';
import { documentRouteChunks } from './routeChunks';
import { canonicalPath } from './router';

// First: the base-URL banner's check sees that the bundle did load.
markSiteBundleLoaded();

/** The route of the address bar, respelt canonically in place ("/about/index.html" is "/about"). */
function currentRoute() {
  const { pathname, search, hash } = window.location;
  const path = canonicalPath(pathname);
  if (path !== pathname) window.history.replaceState(window.history.state, '', path + search + hash);
  return path;
}

/**
 * The code of the prerendered page's kind. Its own chunk is imported by the
 * URL the page lists for it (the chunk the HTML already preloads), not
 * through Vite's preload helper, which would first add a <link> for each
 * chunk it imports, a few milliseconds of main thread each, for files the
 * browser requests as soon as it reads the chunk's imports anyway.
 */
function loadFirstPage(kind: string): Promise<{ default: PageComponent }> {
  const ownChunk = documentRouteChunks()?.[kind]?.[0];
  if (!ownChunk?.endsWith('.js')) return pageModule(kind).load();
  return import(/* @vite-ignore */ ownChunk) as Promise<{ default: PageComponent }>;
}

async function start() {
  const root = document.getElementById('root')!;
  const script = document.getElementById('__PAGE_DATA__');
  if (!script) {
    // The dev server serves no prerendered HTML: the App loads the page (a spinner if that takes long).
    const { watchContent } = await import('./dev');
    watchContent();
    createRoot(root).render(<App layout={layout} initial={{ path: currentRoute() }} />);
    return;
  }
  const embedded: PageData = JSON.parse(script.textContent ?? 'null');
  const page = restoreBody(embedded, script, root);
  keepPageData(page);
  let loaded: Awaited<ReturnType<typeof loadFirstPage>>;
  try {
    // The page's deferred stylesheets, which the head script loads (scripts/prerender.mjs), come first.
    [loaded] = await Promise.all([loadFirstPage(page.kind), window.__deferredStyles]);
  } catch (error) {
    // Without its code the page cannot hydrate: the error and Retry take its place, in a working frame.
    console.warn(`Loading the code of ${window.location.pathname} failed.`, error);
    createRoot(root).render(<App layout={layout} initial={{ path: currentRoute(), error }} />);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of running as one long task: the prerendered page stays
  // responsive (a tap during it is a plain link's) while React takes it over.
  startTransition(() => {
    hydrateRoot(root, <App layout={layout} initial={{ page, Component: loaded.default }} />);
  });
}

void start();
