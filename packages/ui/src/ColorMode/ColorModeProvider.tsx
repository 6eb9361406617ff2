import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStorage, type StorageSlot } from '../Storage';
import { COLOR_MODE_STORAGE_KEY, PREFERS_DARK_QUERY, type ColorMode, type ColorModeChoice, type ColorModeOptions } from './colorModeScript';

export interface ColorModeContextValue {
  /** The mode on screen now. */
  colorMode: ColorMode;
  /** What the user chose; "system" follows the OS. */
  choice: ColorModeChoice;
  /** The choices the toggle cycles through, in order. */
  choices: readonly ColorModeChoice[];
  /** Applies and stores a choice ("system" removes the stored key). */
  setChoice: (choice: ColorModeChoice) => void;
}

/** Thrown by `useColorMode()` when no `<ColorModeProvider>` is above it. */
export class ColorModeProviderMissingError extends Error {
  constructor() {
    super('useColorMode() was called outside <ColorModeProvider>. Wrap the app (or the story) in <ColorModeProvider>.');
    this.name = 'ColorModeProviderMissingError';
  }
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export interface ColorModeProviderProps extends ColorModeOptions {
  /** The whole app: everything that calls `useColorMode()` or renders a `ColorModeToggle`. */
  children?: ReactNode;
}

const prefersDark = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PREFERS_DARK_QUERY).matches;

const readStored = (store: StorageSlot, key: string): ColorMode | null => {
  const value = store.read(key);
  return value === 'light' || value === 'dark' ? value : null;
};

/**
 * Owns the colour mode: reads and writes the local store (see
 * `StorageProvider`; the browser's localStorage by default), sets
 * `html[data-theme]`, follows other tabs (`storage` event) and, for the system
 * choice, the OS. Use it with `colorModeScript()` in `<head>` so the first
 * paint is right.
 *
 * **When to use** Once, around the whole app, so the navbar's toggle and any
 * `useColorMode()` share one colour mode.
 *
 * **Parts** No element of its own: a React context with the mode, the reader's
 * choice and `setChoice`.
 *
 * **Accessibility** Respects the OS `prefers-color-scheme` when
 * `respectPrefersColorScheme` is on; both themes meet WCAG AA for every text
 * pair (see Foundations/Tokens).
 */
export function ColorModeProvider({
  defaultMode = 'light',
  respectPrefersColorScheme = false,
  storageKey = COLOR_MODE_STORAGE_KEY,
  children,
}: ColorModeProviderProps) {
  const fallback: ColorModeChoice = respectPrefersColorScheme ? 'system' : defaultMode;
  // Server HTML and the first client render agree; the stored choice (already
  // on <html> thanks to the inline script) is read after hydration.
  const [choice, setChoiceState] = useState<ColorModeChoice>(fallback);
  const [systemDark, setSystemDark] = useState(false);
  const store = useStorage('local');

  useEffect(() => {
    setChoiceState(readStored(store, storageKey) ?? fallback);
    setSystemDark(prefersDark());
  }, [store, storageKey, fallback]);

  const colorMode: ColorMode = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-theme', colorMode);
    html.setAttribute('data-theme-choice', choice);
  }, [colorMode, choice]);

  // Another tab changed the choice.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey && event.key !== null) return;
      setChoiceState(readStored(store, storageKey) ?? fallback);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store, storageKey, fallback]);

  // The OS preference, followed live while the choice is system.
  useEffect(() => {
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PREFERS_DARK_QUERY);
    const onChange = () => setSystemDark(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [choice]);

  const choices = useMemo<readonly ColorModeChoice[]>(
    () => (respectPrefersColorScheme ? ['light', 'dark', 'system'] : ['light', 'dark']),
    [respectPrefersColorScheme],
  );

  const setChoice = useCallback(
    (next: ColorModeChoice) => {
      // Storage can be unavailable (private mode, quota): the choice still applies to this page.
      if (next === 'system') store.remove(storageKey);
      else store.write(storageKey, next);
      setChoiceState(next);
    },
    [store, storageKey],
  );

  const value = useMemo(() => ({ colorMode, choice, choices, setChoice }), [colorMode, choice, choices, setChoice]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The colour mode and its setter. Throws `ColorModeProviderMissingError` outside `<ColorModeProvider>`. */
export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new ColorModeProviderMissingError();
  return value;
}
