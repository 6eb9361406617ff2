export { EditThisPage } from './EditThisPage';
export type { EditThisPageProps } from './EditThisPage';
