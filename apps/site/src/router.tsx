import { createContext, use, type MouseEvent } from 'react';
import type { LinkComponentProps } from '@freightlane/ui';

/** What the site's router offers to components. */
export interface Router {
  /** The current route's path. */
  path: string;
  /** Navigates client-side to an internal href. */
  navigate: (href: string) => void;
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

/** The site's link component: client-side navigation for internal links. */
export function SiteLink({ href, onClick, target, ...rest }: LinkComponentProps) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={href}
      target={target}
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
