import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** The props a link component receives. Routers plug in their own. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The path or URL the link goes to. */
  href: string;
  /** The link's content: its text is its accessible name. */
  children?: ReactNode;
}

/**
 * A component that renders a link. The package never imports a router: a
 * site passes its own link component (one that navigates client-side), and
 * a plain `<a>` is used otherwise.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/**
 * A plain anchor: the default link component.
 *
 * **When to use** You rarely render it: it is what components use for
 * `linkComponent` until you pass your router's link.
 *
 * **Parts** One `<a>` with every prop passed through.
 *
 * **Accessibility** A native link: Enter follows it; its content is its name.
 */
export function DefaultLink(props: LinkComponentProps) {
  return <a {...props} />;
}
