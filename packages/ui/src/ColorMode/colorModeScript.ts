/** A colour mode the page can show. */
export type ColorMode = 'light' | 'dark';
/** What the user chose: a mode, or following the operating system. */
export type ColorModeChoice = ColorMode | 'system';

/** The localStorage key holding the chosen mode ("light" or "dark"; absent for system). */
export const COLOR_MODE_STORAGE_KEY = 'theme';
/** The media query that tells the operating system's preference. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * A value as a JavaScript literal that is safe inside an inline `<script>`:
 * JSON with `<` escaped, so no value can close the script element.
 */
export const inlineScriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface ColorModeOptions {
  /**
   * The mode when nothing is stored (and system is not respected).
   * @default "light"
   */
  defaultMode?: ColorMode;
  /**
   * Offers a third choice, system, which follows the OS; it is the choice
   * while nothing is stored.
   * @default false
   */
  respectPrefersColorScheme?: boolean;
  /**
   * The localStorage key.
   * @default "theme"
   */
  storageKey?: string;
}

/**
 * The text of the inline script to put in `<head>` before any stylesheet-
 * dependent paint: it sets `html[data-theme]` (light/dark) and
 * `html[data-theme-choice]` (light/dark/system) from localStorage so the page
 * never flashes the wrong theme.
 */
export function colorModeScript({
  defaultMode = 'light',
  respectPrefersColorScheme = false,
  storageKey = COLOR_MODE_STORAGE_KEY,
}: ColorModeOptions = {}): string {
  const args = [storageKey, defaultMode, respectPrefersColorScheme, PREFERS_DARK_QUERY].map(inlineScriptLiteral).join(',');
  return `(function(k,d,s,q){var h=document.documentElement,c;try{c=localStorage.getItem(k)}catch(e){}if(c!=="light"&&c!=="dark")c=s?"system":d;var m=c;if(c==="system")try{m=matchMedia(q).matches?"dark":"light"}catch(e){m=d}h.setAttribute("data-theme",m);h.setAttribute("data-theme-choice",c)})(${args});`;
}
