export { DefaultLink } from './Link';
export type { LinkComponent, LinkComponentProps } from './Link';
export { isActivePath, isExternalHref } from './href';
