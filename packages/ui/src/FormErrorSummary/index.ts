export { FormErrorSummary } from './FormErrorSummary';
export type { FormErrorSummaryProps, FormError } from './FormErrorSummary';
