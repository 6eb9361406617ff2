import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** The props a link component receives. Routers plug in their own. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

/**
 * A component that renders a link. The package never imports a router: a
 * site passes its own link component (one that navigates client-side), and
 * a plain `<a>` is used otherwise.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** A plain anchor: the default link component. */
export function DefaultLink(props: LinkComponentProps) {
  return <a {...props} />;
}
