export { Logo, LogoMark } from './Logo';
export type { LogoProps } from './Logo';
