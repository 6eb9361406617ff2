export { MegaDropdown } from './MegaDropdown';
export type { MegaDropdownEntry, MegaDropdownFooterLink, MegaDropdownProps } from './MegaDropdown';
export { CLOSE_DELAY_MS, OPEN_DELAY_MS, useDropdownHoverIntent } from './useDropdownHoverIntent';
export type { DropdownHoverIntent, DropdownHoverIntentOptions } from './useDropdownHoverIntent';
