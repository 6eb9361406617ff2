import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  ColorModeProvider,
  RouteLoadError,
  RouteLoading,
  useProgressController,
  peekSearchIntent,
  useSearchShortcuts,
} from '@freightlane/ui';
import type { LayoutData } from './data';
import { Layout } from './Layout';
import { loadPageComponent } from './pages/registry';
import { type LoadedPage, RouterContext, type UnloadedRoute, useBackCloses, useNavigation } from './router';
import { isDocsPath } from './search/scope';

export { documentTitle, loadPage, type LoadedPage, ROUTER_READY_ATTRIBUTE, type UnloadedRoute } from './router';

const SiteSearchModal = lazy(() => import('./search/SiteSearchModal'));

export interface AppProps {
  layout: LayoutData;
  /** The first page: loaded (the prerendered page hydrating), or still to load, or failed to load. */
  initial: LoadedPage | UnloadedRoute;
}

export function App({ layout, initial }: AppProps) {
  const progress = useProgressController();
  const { view, announcement, navigate, prefetch, retry } = useNavigation(layout, initial, progress, loadPageComponent);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchWanted, setSearchWanted] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The app's history, the app's decision: Back closes the open drawer without leaving the page.
  useBackCloses(drawerOpen, () => setDrawerOpen(false));

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
  const router = useMemo(() => ({ path: pathname, navigate, prefetch }), [pathname, navigate, prefetch]);

  const colorMode = layout.site.colorMode;
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
          secondaryMenu={view.status === 'ready' ? view.Component.drawerMenu?.(view.page) : undefined}
          pageKey={`${view.path}#${view.attempt}`}
          onRetryPage={retry}
          announcement={announcement}
          drawerOpen={drawerOpen}
          onDrawerOpenChange={setDrawerOpen}
        >
          {content}
        </Layout>
        {searchWanted ? (
          <Suspense fallback={null}>
            <SiteSearchModal
              layout={layout}
              open={searchOpen}
              onOpenChange={setSearchOpen}
              onNavigate={navigate}
              fromDocs={isDocsPath(pathname)}
            />
          </Suspense>
        ) : null}
      </RouterContext>
    </ColorModeProvider>
  );
}
