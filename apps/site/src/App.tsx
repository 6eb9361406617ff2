import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  ColorModeProvider,
  DocSidebar,
  DRAWER_HISTORY_MARKER,
  isDrawerHistoryEntry,
  RouteLoadError,
  RouteLoading,
  useProgressController,
  peekSearchIntent,
  useSearchShortcuts,
  type SidebarItem,
} from '@freightlane/ui';
import type { LayoutData, PageData } from './data';
import { CONTENT_UPDATED, type ContentUpdatedDetail } from './devEvents';
import { Layout } from './Layout';
import { pageModule, type PageComponent } from './pages/registry';
import { fetchPageData, forgetPageData, keepPageData, prefetchRoute, type PrefetchReason } from './prefetch';
import { documentRouteChunks } from './routeChunks';
import { canonicalPath, isRouterClick, pageLinkOf, RouterContext, SiteLink } from './router';

const SiteSearchModal = lazy(() => import('./search/SiteSearchModal'));

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
type RouteView =
  | ({ status: 'ready'; path: string; attempt: number } & LoadedPage)
  | { status: 'loading'; path: string; attempt: number }
  | { status: 'failed'; path: string; attempt: number; error: unknown };

/**
 * How a route came to be shown: a link (push; "replace" when it takes over
 * the mobile drawer's history entry), the browser's Back or Forward (pop),
 * or new content from the dev server (refresh).
 */
type Navigation = 'push' | 'replace' | 'pop' | 'refresh';

export const notFoundPage = (path: string): PageData => ({
  path,
  kind: 'notFound',
  title: 'Page Not Found',
  description: 'We could not find what you were looking for.',
  data: {},
});

/** Fetches a route's data and its kind's code. An unknown route gives the not-found page. */
export async function loadPage(baseUrl: string, path: string): Promise<LoadedPage> {
  const page = (await fetchPageData(baseUrl, path)) ?? notFoundPage(path);
  const { default: Component } = await pageModule(page.kind).load();
  return { page, Component };
}

/** "Page — Site", or the site's title and tagline for the home page. */
export function documentTitle(page: PageData, layout: LayoutData) {
  return page.path === '/' ? `${layout.site.title} — ${layout.site.tagline}` : `${page.title} — ${layout.site.title}`;
}

const RELOAD_KEY = 'fl-reloaded-for';

/** Set on <html> once the client router handles the page's links. */
export const ROUTER_READY_ATTRIBUTE = 'data-router-ready';

/**
 * A route that fails to load during a navigation (a chunk deployed away, a
 * network error) is loaded by the browser instead, once per URL. Returns
 * false, without reloading, when that already happened for `href`: the
 * failure then shows in the page, with Retry, instead of reloading in a loop.
 */
function reloadOnce(href: string, error: unknown): boolean {
  let reloadedFor: string | null = null;
  try {
    reloadedFor = sessionStorage.getItem(RELOAD_KEY);
  } catch {
    // No storage: nothing can remember the reload, so none happens.
  }
  if (reloadedFor === href) {
    console.warn(`Loading ${href} failed again after a reload of the whole page.`, error);
    return false;
  }
  console.warn(`Loading ${href} failed; loading the whole page instead.`, error);
  try {
    sessionStorage.setItem(RELOAD_KEY, href);
  } catch {
    return false;
  }
  window.location.assign(href);
  return true;
}

function forgetReload() {
  try {
    sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    // No storage, nothing remembered.
  }
}

// Below the sticky navbar, as the stylesheet's :target rule places anchors
// (navbar height + --fl-space-2), for targets that rule does not reach.
const ANCHOR_GAP_PX = 8;

/** Scrolls an anchor's target to just below the sticky navbar, or to the top of the page when there is no target. */
function scrollToHashOrTop(hash: string) {
  const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (!target) {
    window.scrollTo(0, 0);
    return;
  }
  const navbarHeight = document.querySelector('[data-component="Navbar"]')?.getBoundingClientRect().height ?? 0;
  const offset = parseFloat(getComputedStyle(target).scrollMarginTop) || navbarHeight + ANCHOR_GAP_PX;
  window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - offset);
}

/**
 * After a client navigation to another page: focus goes to the new page's
 * heading (or its main element), where a reader of a server-rendered page
 * would start, without moving the scroll the navigation set; and the polite
 * live region says the page's title.
 */
function announceNewPage(setAnnouncement: (text: string) => void) {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (target) {
    if (target !== main && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
  setAnnouncement(document.title);
}

/** The scroll position kept in a history entry, so Back returns to where the reader was. */
interface HistoryScroll {
  scrollY?: number;
}

function rememberScroll() {
  const state = (window.history.state ?? {}) as HistoryScroll;
  window.history.replaceState({ ...state, scrollY: window.scrollY }, '');
}

/**
 * Whether the current history entry is the open drawer's; if so, unmarks it
 * so the drawer leaves it alone.
 *
 * The mobile drawer pushes a same-URL history entry (marked with
 * @freightlane/ui's DRAWER_HISTORY_MARKER) while it is open, so Back closes
 * it, and pops that entry with history.back() when it closes another way. A
 * link followed from inside the drawer closes it at once, but this router
 * adds the new entry only when the new page is in: the drawer's late
 * history.back() would then undo the navigation. So a navigation that starts
 * on the drawer's entry takes it over: the marker goes at once (the drawer
 * then pops nothing) and the new route replaces the entry.
 */
function takeOverDrawerEntry(): boolean {
  const state: unknown = window.history.state;
  if (!isDrawerHistoryEntry(state)) return false;
  const { [DRAWER_HISTORY_MARKER]: _marker, ...rest } = state;
  window.history.replaceState(rest, '');
  return true;
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

export interface AppProps {
  layout: LayoutData;
  /** The first page: loaded (the prerendered page hydrating), or still to load, or failed to load. */
  initial: LoadedPage | UnloadedRoute;
}

export function App({ layout, initial }: AppProps) {
  const [view, setView] = useState(() => initialView(initial));
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchWanted, setSearchWanted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const progress = useProgressController();
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
      else if (navigation === 'pop') {
        const { scrollY } = (window.history.state ?? {}) as HistoryScroll;
        if (typeof scrollY === 'number') window.scrollTo(0, scrollY);
        else scrollToHashOrTop(url.hash);
      }
      if (navigation !== 'refresh' && next.path !== previousPath) announceNewPage(setAnnouncement);
    },
    [layout, progress],
  );

  /** Navigates to href: the current page stays until the new one's data and code are in. */
  const go = useCallback(
    async (href: string, requested: Navigation) => {
      const navigation = requested === 'push' && takeOverDrawerEntry() ? 'replace' : requested;
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
        const loaded = await loadPage(baseUrl, path);
        if (ticket === latest.current) commit({ status: 'ready', path, attempt, ...loaded }, url, navigation);
      } catch (error) {
        if (ticket !== latest.current) return;
        progress.done();
        if (navigation !== 'refresh' && reloadOnce(url.origin + path + url.search + url.hash, error)) return;
        commit({ status: 'failed', path, attempt, error }, url, navigation);
      }
    },
    [baseUrl, commit, progress],
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
    loadPage(baseUrl, view.path).then(
      (loaded) => {
        if (ticket === latest.current) commit({ ...view, status: 'ready', ...loaded }, url, 'refresh');
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        console.warn(`Loading ${view.path} failed.`, error);
        commit({ ...view, status: 'failed', error }, url, 'refresh');
      },
    );
  }, [view, baseUrl, commit]);

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
        loadChunk: (kind) => pageModule(kind).load(),
      }),
    [baseUrl],
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

  const openSearch = useCallback(() => {
    setSearchWanted(true);
    setSearchOpen(true);
  }, []);
  useSearchShortcuts({ open: searchOpen, onOpen: openSearch, onClose: () => setSearchOpen(false) });
  // A search asked for before the app was live (head's inline script kept
  // it): open it now; the modal takes the characters typed meanwhile. The
  // script keeps listening until the modal first opens: a Ctrl+K right
  // after hydration opens the modal here, and what is typed while its
  // chunk loads is kept by the script too.
  useEffect(() => {
    if (peekSearchIntent()?.open) openSearch();
  }, [openSearch]);

  const pathname = view.status === 'ready' ? view.page.path : view.path;
  const router = useMemo(() => ({ path: pathname, navigate: (href: string) => void go(href, 'push'), prefetch }), [pathname, go, prefetch]);

  const sidebarItems = view.status === 'ready' ? (view.page.data.sidebarItems as SidebarItem[] | undefined) : undefined;
  const colorMode = (layout.site as { colorMode?: { defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean } }).colorMode;
  let content: ReactNode;
  if (view.status === 'ready') content = <view.Component page={view.page} layout={layout} />;
  else if (view.status === 'failed') content = <RouteLoadError error={view.error} onRetry={retry} />;
  else content = <RouteLoading />;
  return (
    <ColorModeProvider defaultMode={colorMode?.defaultMode} respectPrefersColorScheme={colorMode?.respectPrefersColorScheme}>
      <RouterContext value={router}>
        <Layout
          layout={layout}
          pathname={pathname}
          progress={progress}
          onOpenSearch={openSearch}
          onPreloadSearch={() => void import('./search/SiteSearchModal')}
          secondaryMenu={
            sidebarItems ? <DocSidebar items={sidebarItems} activeHref={pathname} variant="mobile" linkComponent={SiteLink} /> : undefined
          }
          pageKey={`${view.path}#${view.attempt}`}
          onRetryPage={retry}
          announcement={announcement}
        >
          {content}
        </Layout>
        {searchWanted ? (
          <Suspense fallback={null}>
            <SiteSearchModal
              layout={layout}
              open={searchOpen}
              onOpenChange={setSearchOpen}
              onNavigate={(url) => void go(url, 'push')}
              fromDocs={pathname.startsWith('/docs/')}
            />
          </Suspense>
        ) : null}
      </RouterContext>
    </ColorModeProvider>
  );
}
