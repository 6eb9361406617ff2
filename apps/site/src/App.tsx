import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Footer } from '@freightlane/ui';
import type { LayoutData, PageData } from './data';
import { fetchPageData, forgetPageData, prefetchRoute } from './prefetch';
import { pageModule, type PageComponent } from './pages/registry';
import { RouterContext, SiteLink } from './router';
import { CONTENT_UPDATED } from './devEvents';
import { Header } from './Header';
import styles from './App.module.css';

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

/** "Page — Site", or the site's title alone for the home page. */
export function documentTitle(page: PageData, layout: LayoutData) {
  return page.path === '/' ? `${layout.site.title} — ${layout.site.tagline}` : `${page.title} — ${layout.site.title}`;
}

export function copyrightLine(layout: LayoutData) {
  const template = layout.footer.copyright ?? 'Copyright © {year} {title}';
  return template.replace('{year}', String(layout.site.copyrightYear)).replace('{title}', layout.site.title);
}

export interface AppProps {
  layout: LayoutData;
  initial: LoadedPage;
}

export function App({ layout, initial }: AppProps) {
  const [current, setCurrent] = useState(initial);
  const latest = useRef(0);

  const show = useCallback(
    async (href: string, push: boolean, keepScroll = false) => {
      const url = new URL(href, window.location.href);
      const ticket = ++latest.current;
      const loaded = await loadPage(layout.site.baseUrl, url.pathname);
      if (ticket !== latest.current) {
        return;
      }
      if (push) {
        window.history.pushState(null, '', url.pathname + url.search + url.hash);
      }
      setCurrent(loaded);
      document.title = documentTitle(loaded.page, layout);
      if (keepScroll) {
        return;
      }
      const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
      if (target) {
        target.scrollIntoView();
      } else {
        window.scrollTo(0, 0);
      }
    },
    [layout],
  );

  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const refresh = () => {
      forgetPageData();
      void show(window.location.href, false, true);
    };
    window.addEventListener(CONTENT_UPDATED, refresh);
    return () => window.removeEventListener(CONTENT_UPDATED, refresh);
  }, [show]);

  useEffect(() => {
    const onPop = () => void show(window.location.href, false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show]);

  const prefetch = useCallback(
    (href: string) => prefetchRoute(layout.site.baseUrl, new URL(href, window.location.href).pathname, (kind) => pageModule(kind).load()),
    [layout.site.baseUrl],
  );
  const router = useMemo(() => ({ path: current.page.path, navigate: (href: string) => void show(href, true), prefetch }), [current.page.path, show, prefetch]);
  const { Component, page } = current;
  return (
    <RouterContext value={router}>
      <div className={styles.shell}>
        <Header layout={layout} />
        <main id="main" className={styles.main}>
          <Component page={page} layout={layout} />
        </main>
        <Footer
          columns={layout.footer.columns.map((c) => ({ title: c.title, items: c.items.map((i) => ({ label: i.label, href: i.to })) }))}
          copyright={copyrightLine(layout)}
          linkComponent={SiteLink}
        />
      </div>
    </RouterContext>
  );
}
