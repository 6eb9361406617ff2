export { ErrorPage, errorChainMessage } from './ErrorPage';
export type { ErrorPageProps } from './ErrorPage';
