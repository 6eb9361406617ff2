export { RecordCard } from './RecordCard';
export type { RecordCardProps, RecordCardField } from './RecordCard';
