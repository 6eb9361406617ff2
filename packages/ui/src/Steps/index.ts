export { Steps } from './Steps';
export type { StepsProps, Step } from './Steps';
