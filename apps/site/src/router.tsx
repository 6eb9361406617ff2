import { createContext, use, useEffect, useRef, type MouseEvent } from 'react';
import type { LinkComponentProps } from '@freightlane/ui';

/** What the site's router offers to components. */
export interface Router {
  /** The current route's path. */
  path: string;
  /** Navigates client-side to an internal href. */
  navigate: (href: string) => void;
  /** Prefetches an internal href's page data and code. */
  prefetch: (href: string) => void;
}

export const RouterContext = createContext<Router | null>(null);

export function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) {
    throw new Error('useRouter() was called outside <RouterContext>: render the component inside the site <App>.');
  }
  return router;
}

/** Tells whether a click should be left to the browser (new tab, download…). */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Whether an href stays on this site (a path, not a URL with a scheme). */
export function isInternalHref(href: string) {
  return href.startsWith('/') && !href.startsWith('//');
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
 * which also prefetch their page when they become visible and on hover or
 * touch.
 */
export function SiteLink({ href, onClick, onMouseEnter, onTouchStart, target, ...rest }: LinkComponentProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const internal = isInternalHref(href);
  const { prefetch } = router;
  useEffect(() => {
    if (!internal || !ref.current) return;
    return observeOnce(ref.current, () => prefetch(href));
  }, [href, internal, prefetch]);
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        if (internal) prefetch(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        if (internal) prefetch(href);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (isModifiedClick(event) || (target && target !== '_self') || !isInternalHref(href)) {
          return;
        }
        event.preventDefault();
        router.navigate(href);
      }}
    />
  );
}
