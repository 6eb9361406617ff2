// The site's frame: navbar, dropdowns, drawer, footer, bars and toggles.
export { Footer } from './Footer';
export type { FooterProps, FooterColumn, FooterLinkItem } from './Footer';
export { DefaultLink } from './Link';
export type { LinkComponent, LinkComponentProps } from './Link';
