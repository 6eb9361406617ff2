export { DefaultLink, LinkOrAnchor } from './Link';
export type { LinkOrAnchorProps } from './Link';
export type { LinkComponent, LinkComponentProps } from './Link';
export { isActivePath, isExternalHref } from './href';
