export { RouteLoading, SPINNER_DELAY_MS } from './RouteLoading';
export type { RouteLoadingProps } from './RouteLoading';
