export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { ICON_NAMES, ICON_PATHS } from './iconPaths';
export type { IconName } from './iconPaths';
