import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What a part keeps between page views: the shape of the browser's `Storage`. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The two stores the parts use, as functions: reading `window.localStorage`
 * itself can throw (a sandboxed frame, storage turned off).
 */
export interface SiteStorage {
  /** Kept across visits: consent, a dismissed announcement, the colour mode, saved searches. */
  local: () => KeyValueStorage;
  /** Kept for the tab's session: the docs sidebar's open categories. */
  session: () => KeyValueStorage;
}

/** The browser's own stores, which the parts use when no `StorageProvider` is above them. */
const browserStorage: SiteStorage = {
  local: () => window.localStorage,
  session: () => window.sessionStorage,
};

const StorageContext = createContext<SiteStorage>(browserStorage);

export interface StorageProviderProps {
  /** The stores the parts below read and write, e.g. an in-memory one for a preview or a test. */
  storage: SiteStorage;
  /** The parts, or the whole app, that keep their state in these stores. */
  children?: ReactNode;
}

/**
 * Gives the parts below it their storage: the app (or a story, or a test)
 * decides where consent, dismissed announcements, the colour mode, saved
 * searches and the sidebar's open categories are kept. Without one, the
 * parts use the browser's localStorage and sessionStorage.
 *
 * **When to use** Around the app when it keeps these elsewhere (a server
 * session, a consent manager, nothing at all in an embedded preview), and
 * around a story or a test with `memoryStorage()` so it starts clean and
 * touches no real storage.
 *
 * **Parts** No element of its own: a React context holding the `local` and
 * `session` stores, read by `useStorage`.
 *
 * **Accessibility** Nothing to announce: it changes only where the parts'
 * state is kept, never what they render or how they behave.
 */
export function StorageProvider({ storage, children }: StorageProviderProps) {
  return <StorageContext.Provider value={storage}>{children}</StorageContext.Provider>;
}

/** One store as a part uses it: nothing it does throws. */
export interface StorageSlot {
  /** The value under key, or null when there is none or the store cannot be read. */
  read(key: string): string | null;
  /** Stores value under key; false when the store refused it (full, forbidden). */
  write(key: string, value: string): boolean;
  /** Removes key; false when the store refused. */
  remove(key: string): boolean;
}

function attempt(action: () => void): boolean {
  try {
    action();
    return true;
  } catch {
    return false;
  }
}

/**
 * The local or session store from the nearest `StorageProvider` (the
 * browser's without one). A store that throws reads as empty and refuses
 * writes, so a part still works for the page view.
 */
export function useStorage(area: keyof SiteStorage): StorageSlot {
  const storage = useContext(StorageContext);
  return useMemo(() => {
    const store = storage[area];
    return {
      read: (key) => {
        try {
          return store().getItem(key);
        } catch {
          return null;
        }
      },
      write: (key, value) => attempt(() => store().setItem(key, value)),
      remove: (key) => attempt(() => store().removeItem(key)),
    };
  }, [storage, area]);
}

/** A store that keeps its values in memory, for previews, tests and apps that persist nothing. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
