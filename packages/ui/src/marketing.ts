// Marketing sections: hero, feature grid, cards, steps, call to action.
export { Hero } from './Hero';
export type { HeroProps } from './Hero';
export { FeatureGrid } from './FeatureGrid';
export type { FeatureGridProps, Feature } from './FeatureGrid';
export { LogoCloud } from './LogoCloud';
export type { LogoCloudProps, LogoCloudItem } from './LogoCloud';
export { StatBand } from './StatBand';
export type { StatBandProps, Stat } from './StatBand';
export { CallToAction } from './CallToAction';
export type { CallToActionProps } from './CallToAction';
export { IntegrationCard, IntegrationGrid } from './IntegrationCard';
export type { IntegrationCardProps, IntegrationGridProps, Integration, IntegrationCategory } from './IntegrationCard';
export { SolutionCard } from './SolutionCard';
export type { SolutionCardProps } from './SolutionCard';
export { Testimonial } from './Testimonial';
export type { TestimonialProps } from './Testimonial';
export { Steps } from './Steps';
export type { StepsProps, Step } from './Steps';
