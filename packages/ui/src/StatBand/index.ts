export { StatBand } from './StatBand';
export type { StatBandProps, Stat } from './StatBand';
