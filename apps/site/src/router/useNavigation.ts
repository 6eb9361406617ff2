import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ProgressController } from '@freightlane/ui';
import type { LayoutData, PageData } from '../data';
import { CONTENT_UPDATED, type ContentUpdatedDetail } from '../devEvents';
import type { PageComponent } from '../pages/types';
import { fetchPageData, forgetPageData, keepPageData, prefetchRoute, type PrefetchReason } from '../prefetch';
import { documentRouteChunks } from '../routeChunks';
import { takeOverOverlayEntry } from './backCloses';
import { canonicalPath, isRouterClick, pageLinkOf } from './links';
import { forgetReload, reloadOnce } from './reload';
import { announceNewPage, rememberScroll, restoreScroll, scrollToHashOrTop } from './scroll';

/**
 * Loads the code of a page kind. The app gives it to the router: the pages
 * link through the router, so the router importing the pages would close a
 * circle.
 */
export type PageLoader = (kind: string) => Promise<{ default: PageComponent }>;

/** A page whose data and code are both loaded. */
export interface LoadedPage {
  page: PageData;
  Component: PageComponent;
}

/** A route whose page is not loaded yet (the dev server renders without prerendered HTML), or whose code failed to load (`error`). */
export interface UnloadedRoute {
  path: string;
  error?: unknown;
}

/**
 * What the page area shows. `attempt` counts the Retry and "Try again"
 * clicks on one route: each remounts the page, so a crashed page renders
 * from scratch.
 */
export type RouteView =
  | ({ status: 'ready'; path: string; attempt: number } & LoadedPage)
  | { status: 'loading'; path: string; attempt: number }
  | { status: 'failed'; path: string; attempt: number; error: unknown };

/**
 * How a route came to be shown: a link (push; "replace" when it takes over
 * the mobile drawer's history entry), the browser's Back or Forward (pop),
 * or new content from the dev server (refresh).
 */
type Navigation = 'push' | 'replace' | 'pop' | 'refresh';

/** Set on <html> once the client router handles the page's links. */
export const ROUTER_READY_ATTRIBUTE = 'data-router-ready';

/**
 * Fetches a route's data and its kind's code. An unknown route gives the
 * not-found page (the data of the layout's notFoundRoute, as the server's
 * 404 answer shows it) at the path asked for.
 */
export async function loadPage(layout: LayoutData, path: string, loadKind: PageLoader): Promise<LoadedPage> {
  const { baseUrl } = layout.site;
  let page = await fetchPageData(baseUrl, path);
  if (!page) {
    const notFound = layout.notFoundRoute ? await fetchPageData(baseUrl, layout.notFoundRoute) : null;
    if (!notFound) throw new Error(`Loading ${path} failed: no such page, and no not-found page to show (content/not-found.yaml)`);
    page = { ...notFound, path };
  }
  const { default: Component } = await loadKind(page.kind);
  return { page, Component };
}

/** "Page — Site", or the site's title and tagline for the home page. */
export function documentTitle(page: PageData, layout: LayoutData) {
  return page.path === '/' ? `${layout.site.title} — ${layout.site.tagline}` : `${page.title} — ${layout.site.title}`;
}

function initialView(initial: LoadedPage | UnloadedRoute): RouteView {
  if ('Component' in initial) {
    // The prerendered 404 page is /404 in its data; in the browser its route is the URL it answered.
    const path = typeof window === 'undefined' ? initial.page.path : canonicalPath(window.location.pathname);
    return { status: 'ready', path, attempt: 0, ...initial };
  }
  return initial.error === undefined
    ? { status: 'loading', path: initial.path, attempt: 0 }
    : { status: 'failed', path: initial.path, attempt: 0, error: initial.error };
}

/**
 * The site's router: the route shown and how it changes. Links (SiteLinks
 * through `navigate`, and every other page link in the document) navigate
 * client-side; Back and Forward restore the page and its scroll; a route
 * that fails to load reloads the whole page once; the dev server's new
 * content refreshes the page shown.
 */
export function useNavigation(layout: LayoutData, initial: LoadedPage | UnloadedRoute, progress: ProgressController, loadKind: PageLoader) {
  const [view, setView] = useState(() => initialView(initial));
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(0);
  const viewRef = useRef(view);
  viewRef.current = view;
  const { baseUrl } = layout.site;

  /**
   * Shows a route: the URL, the page and the title change in one task (no
   * frame shows the new URL over the old page), then the scroll moves.
   */
  const commit = useCallback(
    (next: RouteView, url: URL, navigation: Navigation) => {
      const previousPath = viewRef.current.path;
      const target = next.path + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      if (navigation === 'push' && target !== here) {
        rememberScroll();
        window.history.pushState(null, '', target);
      } else if (navigation === 'replace') {
        window.history.replaceState(null, '', target);
      } else if (target !== here) {
        // Back to "/about.html", or a refresh: the canonical spelling replaces it.
        window.history.replaceState(window.history.state, '', target);
      }
      // Titled before rendering: a page that crashes while rendering retitles itself "Page Error".
      if (next.status === 'ready') document.title = documentTitle(next.page, layout);
      flushSync(() => setView(next));
      progress.done();
      if (next.status === 'ready') forgetReload();
      if (navigation === 'push' || navigation === 'replace') scrollToHashOrTop(url.hash);
      else if (navigation === 'pop') restoreScroll(url.hash);
      if (navigation !== 'refresh' && next.path !== previousPath) announceNewPage(setAnnouncement);
    },
    [layout, progress],
  );

  /** Navigates to href: the current page stays until the new one's data and code are in. */
  const go = useCallback(
    async (href: string, requested: Navigation) => {
      const navigation = requested === 'push' && takeOverOverlayEntry() ? 'replace' : requested;
      const url = new URL(href, window.location.href);
      const path = canonicalPath(url.pathname);
      const from = viewRef.current;
      const ticket = ++latest.current;
      if (navigation !== 'refresh' && path === from.path && from.status === 'ready') {
        // Only the query or the hash changes: the page is already here.
        commit({ ...from }, url, navigation);
        return;
      }
      if (path !== from.path) progress.start();
      const attempt = path === from.path ? from.attempt : 0;
      try {
        const loaded = await loadPage(layout, path, loadKind);
        if (ticket === latest.current) commit({ status: 'ready', path, attempt, ...loaded }, url, navigation);
      } catch (error) {
        if (ticket !== latest.current) return;
        progress.done();
        if (navigation !== 'refresh' && reloadOnce(url.origin + path + url.search + url.hash, error)) return;
        commit({ status: 'failed', path, attempt, error }, url, navigation);
      }
    },
    [layout, commit, progress, loadKind],
  );

  /** Retry after a failed load, and "Try again" after a crash: loads the route afresh, with a spinner while it takes long. */
  const retry = useCallback(() => {
    const { path, attempt } = viewRef.current;
    forgetPageData(path);
    setView({ status: 'loading', path, attempt: attempt + 1 });
  }, []);

  // A route in the loading state (the first page under the dev server, a
  // retry) loads here; a navigation meanwhile wins.
  useEffect(() => {
    if (view.status !== 'loading') return;
    const ticket = ++latest.current;
    const url = new URL(window.location.href);
    loadPage(layout, view.path, loadKind).then(
      (loaded) => {
        if (ticket === latest.current) commit({ ...view, status: 'ready', ...loaded }, url, 'refresh');
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        console.warn(`Loading ${view.path} failed.`, error);
        commit({ ...view, status: 'failed', error }, url, 'refresh');
      },
    );
  }, [view, layout, commit, loadKind]);

  // A page that rendered leaves no reload to remember: a later failure of the same URL may reload again.
  useEffect(() => {
    if (viewRef.current.status === 'ready') forgetReload();
  }, []);

  useEffect(() => {
    const onPop = () => {
      const { pathname, search, hash } = window.location;
      const shown = viewRef.current;
      if (shown.status === 'ready' && canonicalPath(pathname) === shown.path) {
        // Back within the page (an anchor, the drawer's entry): the page and
        // the browser's own scroll stay; a navigation still loading is dropped.
        latest.current += 1;
        progress.done();
        if (pathname !== shown.path) window.history.replaceState(window.history.state, '', shown.path + search + hash);
        return;
      }
      void go(window.location.href, 'pop');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go, progress]);

  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const refresh = (event: Event) => {
      const { page } = ((event as CustomEvent<ContentUpdatedDetail | null>).detail ?? {}) as ContentUpdatedDetail;
      if (!page) forgetPageData();
      else {
        keepPageData(page);
        // Another page's data: kept for when the reader goes there.
        if (page.path !== viewRef.current.path) return;
      }
      void go(window.location.href, 'refresh');
    };
    window.addEventListener(CONTENT_UPDATED, refresh);
    return () => window.removeEventListener(CONTENT_UPDATED, refresh);
  }, [go]);

  const prefetch = useCallback(
    (href: string, reason: PrefetchReason) =>
      prefetchRoute(canonicalPath(new URL(href, window.location.href).pathname), reason, {
        baseUrl,
        chunks: documentRouteChunks(),
        loadChunk: loadKind,
      }),
    [baseUrl, loadKind],
  );

  // Links that are not SiteLinks (rendered Markdown, the announcement bar)
  // navigate client-side too, and preload on hover or touch.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = pageLinkOf(event.target);
      if (!isRouterClick(event, link)) return;
      event.preventDefault();
      void go(link.href, 'push');
    };
    const onPointer = (event: Event) => {
      const link = pageLinkOf(event.target);
      if (link) prefetch(link.href, 'pointer');
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onPointer);
    document.addEventListener('touchstart', onPointer, { passive: true });
    // From here every link navigates client-side (what tests and tools wait for).
    document.documentElement.setAttribute(ROUTER_READY_ATTRIBUTE, '');
    return () => {
      document.documentElement.removeAttribute(ROUTER_READY_ATTRIBUTE);
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [go, prefetch]);

  const navigate = useCallback((href: string) => void go(href, 'push'), [go]);
  return { view, announcement, navigate, prefetch, retry };
}
