export { LogoCloud } from './LogoCloud';
export type { LogoCloudProps, LogoCloudItem } from './LogoCloud';
