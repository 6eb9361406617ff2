import { DefaultLink, type LinkComponent, type LinkComponentProps } from './Link';
import { isExternalHref } from './href';

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
