import { ICON_NAMES, Icon, type IconName, type IconProps } from '@freightlane/ui';

const known = new Set<string>(ICON_NAMES);

/** Whether content's icon name is one of the UI package's icons (the schemas allow only those). */
export function isIconName(name: string | undefined): name is IconName {
  return name !== undefined && known.has(name);
}

/** A decorative icon named by content; nothing for a name the icon set lacks. */
export function SiteIcon({ name, ...rest }: Omit<IconProps, 'name' | 'drawing'> & { name: string | undefined }) {
  return isIconName(name) ? <Icon name={name} {...rest} /> : null;
}
