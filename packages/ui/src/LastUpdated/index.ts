export { LastUpdated, formatLastUpdated } from './LastUpdated';
export type { LastUpdatedProps } from './LastUpdated';
