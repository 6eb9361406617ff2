export { DefaultLink } from './Link';
export { LinkOrAnchor } from './LinkOrAnchor';
export type { LinkOrAnchorProps } from './LinkOrAnchor';
export type { LinkComponent, LinkComponentProps } from './Link';
export { isActivePath, isExternalHref } from './href';
