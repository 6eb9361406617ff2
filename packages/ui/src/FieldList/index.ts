export { FieldList } from './FieldList';
export type { FieldListProps, FieldListField } from './FieldList';
