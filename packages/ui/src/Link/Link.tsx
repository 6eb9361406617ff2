import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';
import { isExternalHref } from './href';

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

export interface LinkOrAnchorProps extends LinkComponentProps {
  /**
   * The site's link component, for its own paths.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

/**
 * The one place that decides how a link renders: a path of the site through
 * the site's link component (client-side navigation), a URL that leaves the
 * site (`https:`, `mailto:`, `//host`) as a plain `<a rel="noopener noreferrer">`.
 * Every component that takes a `linkComponent` renders its links with it.
 */
export function LinkOrAnchor({ linkComponent: Link = DefaultLink, href, ...rest }: LinkOrAnchorProps) {
  return isExternalHref(href) ? <a {...rest} href={href} rel="noopener noreferrer" /> : <Link {...rest} href={href} />;
}
