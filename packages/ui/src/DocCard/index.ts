export { DocCard, DocCardList, formatItemCountDefault } from './DocCard';
export type { DocCardProps, DocCardListProps, DocCardItem } from './DocCard';
