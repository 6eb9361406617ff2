/** True for URLs with a scheme ("https:", "mailto:") or protocol-relative ones: they leave the site. */
export const isExternalHref = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether a link points at the current page: same path (trailing slash
 * ignored), or under `activeBasePath` when given. Links with a query or a
 * hash (e.g. a filtered list) are never "the current page".
 */
export function isActivePath(pathname: string | undefined, href: string, activeBasePath?: string): boolean {
  if (pathname === undefined) return false;
  const current = trimSlash(pathname);
  if (activeBasePath !== undefined) {
    const base = trimSlash(activeBasePath);
    return current === base || current.startsWith(base === '/' ? '/' : `${base}/`);
  }
  if (isExternalHref(href) || /[?#]/.test(href)) return false;
  return trimSlash(href) === current;
}
