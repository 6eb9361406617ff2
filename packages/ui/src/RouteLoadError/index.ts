export { RouteLoadError, errorMessage } from './RouteLoadError';
export type { RouteLoadErrorProps } from './RouteLoadError';
