import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ColorModeProvider, DocSidebar, useProgressController, useSearchShortcuts, type SidebarItem } from '@freightlane/ui';
import type { LayoutData, PageData } from './data';
import { CONTENT_UPDATED } from './devEvents';
import { Layout } from './Layout';
import { PageErrorBoundary } from './PageErrorBoundary';
import { pageModule, type PageComponent } from './pages/registry';
import { fetchPageData, forgetPageData, prefetchRoute } from './prefetch';
import { RouterContext, SiteLink } from './router';

const SiteSearchModal = lazy(() => import('./search/SiteSearchModal'));

/** A page whose data and code are both loaded. */
export interface LoadedPage {
  page: PageData;
  Component: PageComponent;
}

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

/**
 * A route that fails to load during a navigation (a chunk deployed away, a
 * network error) is loaded by the browser instead, once: a second failure
 * for the same URL stays on the current page with a warning.
 */
function reloadOnce(href: string, error: unknown) {
  console.warn(`Loading ${href} failed; loading the whole page instead.`, error);
  if (sessionStorage.getItem(RELOAD_KEY) === href) return;
  sessionStorage.setItem(RELOAD_KEY, href);
  window.location.assign(href);
}

export interface AppProps {
  layout: LayoutData;
  initial: LoadedPage;
}

export function App({ layout, initial }: AppProps) {
  const [current, setCurrent] = useState(initial);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchWanted, setSearchWanted] = useState(false);
  const progress = useProgressController();
  const latest = useRef(0);
  const pendingScroll = useRef<string | null>(null);

  const show = useCallback(
    async (href: string, push: boolean, keepScroll = false) => {
      const url = new URL(href, window.location.href);
      const ticket = ++latest.current;
      const changesPath = url.pathname !== window.location.pathname;
      if (changesPath) progress.start();
      let loaded: LoadedPage;
      try {
        loaded = await loadPage(layout.site.baseUrl, url.pathname);
      } catch (error) {
        progress.done();
        if (ticket === latest.current) reloadOnce(url.href, error);
        return;
      }
      if (ticket !== latest.current) return;
      if (push) window.history.pushState(null, '', url.pathname + url.search + url.hash);
      pendingScroll.current = keepScroll ? null : url.hash || '#';
      setCurrent(loaded);
      document.title = documentTitle(loaded.page, layout);
    },
    [layout, progress],
  );

  // After the new page rendered: finish the progress bar, then scroll to the
  // hash target (offset by the navbar through scroll-margin) or to the top.
  useEffect(() => {
    progress.done();
    sessionStorage.removeItem(RELOAD_KEY);
    const hash = pendingScroll.current;
    pendingScroll.current = null;
    if (hash === null) return;
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [current, progress]);

  useEffect(() => {
    const onPop = () => void show(window.location.href, false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show]);

  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const refresh = () => {
      forgetPageData();
      void show(window.location.href, false, true);
    };
    window.addEventListener(CONTENT_UPDATED, refresh);
    return () => window.removeEventListener(CONTENT_UPDATED, refresh);
  }, [show]);

  const openSearch = useCallback(() => {
    setSearchWanted(true);
    setSearchOpen(true);
  }, []);
  useSearchShortcuts({ open: searchOpen, onOpen: openSearch, onClose: () => setSearchOpen(false) });

  const prefetch = useCallback(
    (href: string) => prefetchRoute(layout.site.baseUrl, new URL(href, window.location.href).pathname, (kind) => pageModule(kind).load()),
    [layout.site.baseUrl],
  );
  const router = useMemo(() => ({ path: current.page.path, navigate: (href: string) => void show(href, true), prefetch }), [current.page.path, show, prefetch]);

  const { Component, page } = current;
  const sidebarItems = page.data.sidebarItems as SidebarItem[] | undefined;
  const colorMode = (layout.site as { colorMode?: { defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean } }).colorMode;
  return (
    <ColorModeProvider defaultMode={colorMode?.defaultMode} respectPrefersColorScheme={colorMode?.respectPrefersColorScheme}>
      <RouterContext value={router}>
        <Layout
          layout={layout}
          pathname={page.path}
          progress={progress}
          onOpenSearch={openSearch}
          onPreloadSearch={() => void import('./search/SiteSearchModal')}
          secondaryMenu={sidebarItems ? <DocSidebar items={sidebarItems} activeHref={page.path} variant="mobile" linkComponent={SiteLink} /> : undefined}
        >
          <PageErrorBoundary key={page.path}>
            <Component page={page} layout={layout} />
          </PageErrorBoundary>
        </Layout>
        {searchWanted ? (
          <Suspense fallback={null}>
            <SiteSearchModal layout={layout} open={searchOpen} onOpenChange={setSearchOpen} onNavigate={(url) => void show(url, true)} />
          </Suspense>
        ) : null}
      </RouterContext>
    </ColorModeProvider>
  );
}
