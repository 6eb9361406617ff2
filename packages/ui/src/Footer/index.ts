export { Footer } from './Footer';
export type { FooterProps, FooterColumn, FooterLinkItem } from './Footer';
