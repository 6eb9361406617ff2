import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ANNOUNCEMENT_STORAGE_KEY,
  COLOR_MODE_STORAGE_KEY,
  COOKIE_CONSENT_STORAGE_KEY,
  DOC_SIDEBAR_STORAGE_KEY,
  favoriteSearchesKey,
  recentSearchesKey,
} from '@freightlane/ui/internals';
import { describe, expect, it } from 'vitest';
import { PREFERRED_VERSION_KEY } from './pages/DocPage';
import { RELOAD_KEY } from './router/reload';
import { LOCAL_SEARCH_INDEX_NAME } from './search/SiteSearchModal';

const repo = join(import.meta.dirname, '..', '..', '..');

/** Every key the site writes to local or session storage, as the code declares it. */
const declaredKeys = [
  COOKIE_CONSENT_STORAGE_KEY,
  COLOR_MODE_STORAGE_KEY,
  ANNOUNCEMENT_STORAGE_KEY,
  PREFERRED_VERSION_KEY,
  recentSearchesKey(LOCAL_SEARCH_INDEX_NAME),
  favoriteSearchesKey(LOCAL_SEARCH_INDEX_NAME),
  DOC_SIDEBAR_STORAGE_KEY,
  RELOAD_KEY,
];

/** The keys the privacy notice lists: the first cell of each row of its browser-storage table. */
function keysOnPrivacyPage(): string[] {
  const page = readFileSync(join(repo, 'content', 'pages', 'privacy.md'), 'utf8');
  const section = page.split(/^## /m).find((part) => part.includes('{#browser-storage}')) ?? '';
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1] ?? '');
}

/**
 * The first argument of every write to web storage in the site's and the UI
 * package's code: a setItem call, or a write through the UI package's
 * storage slot (`const store = useStorage(...)`, then `store.write(key, ...)`).
 */
function storageWrites(): string[] {
  const writes: string[] = [];
  for (const dir of ['packages/ui/src', 'apps/site/src']) {
    for (const file of readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
      const code = readFileSync(join(repo, dir, file), 'utf8');
      for (const m of code.matchAll(/(?:(?:localStorage|sessionStorage)\.setItem|\bstore\.write)\(\s*([^,]+),/g))
        writes.push(`${file}: ${m[1]}`);
    }
  }
  return writes.sort();
}

describe('the privacy notice names what the browser stores', () => {
  it('lists exactly the storage keys the code declares', () => {
    expect(keysOnPrivacyPage().sort()).toEqual([...declaredKeys].sort());
  });

  it('finds every write to storage going through a declared key', () => {
    // A key written as a literal, or under a name not listed here, would escape the check above.
    expect(storageWrites()).toEqual([
      'AnnouncementBar/AnnouncementBar.tsx: ANNOUNCEMENT_STORAGE_KEY',
      'ColorMode/ColorModeProvider.tsx: storageKey',
      'CookieBanner/CookieBanner.tsx: COOKIE_CONSENT_STORAGE_KEY',
      'DocSidebar/DocSidebar.tsx: storageKey',
      'SearchModal/useStoredSearches.ts: key',
      'pages/DocPage.tsx: PREFERRED_VERSION_KEY',
      'router/reload.ts: RELOAD_KEY',
    ]);
  });
});
