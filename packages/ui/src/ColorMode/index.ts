export { ColorModeProvider, ColorModeProviderMissingError, useColorMode } from './ColorModeProvider';
export type { ColorModeContextValue, ColorModeProviderProps } from './ColorModeProvider';
export { ColorModeToggle } from './ColorModeToggle';
export type { ColorModeToggleProps } from './ColorModeToggle';
export { COLOR_MODE_STORAGE_KEY, PREFERS_DARK_QUERY, colorModeScript } from './colorModeScript';
export type { ColorMode, ColorModeChoice, ColorModeOptions } from './colorModeScript';
