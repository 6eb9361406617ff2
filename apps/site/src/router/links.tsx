import { createContext, use, useEffect, useRef, type MouseEvent } from 'react';
import type { LinkComponentProps } from '@freightlane/ui';
import type { PrefetchReason } from '../prefetch';

/** What the site's router offers to components. */
export interface Router {
  /** The current route's path. */
  path: string;
  /** Navigates client-side to an internal href. */
  navigate: (href: string) => void;
  /** Prefetches an internal href's page data and code, once per route and reason (prefetch.ts). */
  prefetch: (href: string, reason: PrefetchReason) => void;
}

export const RouterContext = createContext<Router | null>(null);

export function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) {
    throw new Error('useRouter() was called outside <RouterContext>: render the component inside the site <App>.');
  }
  return router;
}

/** Whether an href stays on this site (a path, not a URL with a scheme). */
export function isInternalHref(href: string) {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The one spelling of a route's path: without "/index.html", ".html" or a
 * trailing slash, as the server's 301 redirects spell it ("/about/index.html",
 * "/about.html" and "/about/" are all "/about").
 */
export function canonicalPath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

// A path whose last segment has an extension (other than .html) is a file:
// /media/rates.pdf or /sitemap.xml are left to the browser.
const FILE_PATH = /\/[^/]*\.(?!html$)[a-z0-9]+$/i;

/** Whether an href is a page of this site that the router can show (not a file, not another origin). */
export function isPageHref(href: string) {
  if (!isInternalHref(href)) return false;
  const { pathname } = new URL(href, 'http://site.invalid');
  return !FILE_PATH.test(pathname);
}

/** Whether a click should be left to the browser (new tab, download…). */
function isModifiedClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The page link an event happened on, when the router should handle it: an
 * `<a>` to a page of this site, in this tab, not a download. Links inside
 * rendered Markdown and the announcement bar are plain anchors, so the App
 * handles their clicks and hovers here, for the whole document.
 */
export function pageLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (!link || !href || !isPageHref(href)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}

/** Whether a document click on `link` is a plain click the router should turn into a client-side navigation. */
export function isRouterClick(event: globalThis.MouseEvent, link: HTMLAnchorElement | null): link is HTMLAnchorElement {
  return link !== null && !isModifiedClick(event);
}

const visibleCallbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Calls onVisible once, the first time the element scrolls into view. */
function observeOnce(element: Element, onVisible: () => void) {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visibleCallbacks.get(entry.target)?.();
      visibleCallbacks.delete(entry.target);
      observer?.unobserve(entry.target);
    }
  });
  visibleCallbacks.set(element, onVisible);
  observer.observe(element);
  return () => {
    visibleCallbacks.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * The site's link component: client-side navigation for internal links,
 * which also prefetch their page when they become visible (its code fetched
 * but not run, once the page is idle) and preload it on hover or touch.
 */
export function SiteLink({ href, onClick, onMouseEnter, onTouchStart, target, ...rest }: LinkComponentProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const internal = isPageHref(href);
  const { prefetch } = router;
  useEffect(() => {
    if (!internal || !ref.current) return;
    return observeOnce(ref.current, () => prefetch(href, 'visible'));
  }, [href, internal, prefetch]);
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        if (internal) prefetch(href, 'pointer');
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        if (internal) prefetch(href, 'pointer');
      }}
      onClick={(event) => {
        onClick?.(event);
        if (isModifiedClick(event) || (target && target !== '_self') || !internal) {
          return;
        }
        event.preventDefault();
        router.navigate(href);
      }}
    />
  );
}
