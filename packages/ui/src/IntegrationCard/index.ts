export { IntegrationCard } from './IntegrationCard';
export type { IntegrationCardProps } from './IntegrationCard';
export { IntegrationGrid } from './IntegrationGrid';
export type { IntegrationGridProps, Integration, IntegrationCategory } from './IntegrationGrid';
