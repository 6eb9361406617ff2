export { VersionBadge } from './VersionBadge';
export type { VersionBadgeProps } from './VersionBadge';
