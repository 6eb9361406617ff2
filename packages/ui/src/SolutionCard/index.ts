export { SolutionCard } from './SolutionCard';
export type { SolutionCardProps } from './SolutionCard';
