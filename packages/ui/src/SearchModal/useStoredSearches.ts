import { useCallback, useState } from 'react';
import { useStorage, type StorageSlot } from '../Storage';
import type { SearchHit } from './types';

export const RECENT_SEARCHES_LIMIT = 7;
export const FAVORITE_SEARCHES_LIMIT = 10;
export const recentSearchesKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
export const favoriteSearchesKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

/** A hit as kept: without what belongs to the query it was found by. */
export type StoredSearch = Omit<SearchHit, 'snippet' | 'matches'>;

function read(store: StorageSlot, key: string): StoredSearch[] {
  try {
    const value: unknown = JSON.parse(store.read(key) ?? '[]');
    return Array.isArray(value) ? (value as StoredSearch[]) : [];
  } catch {
    return [];
  }
}

const strip = ({ snippet: _snippet, matches: _matches, ...hit }: SearchHit): StoredSearch => hit;

/** The recent (7) and favourite (10) searches in the local store (see `StorageProvider`), newest first, as DocSearch keeps them. */
export function useStoredSearches(indexName: string) {
  const store = useStorage('local');
  const [recent, setRecent] = useState(() => read(store, recentSearchesKey(indexName)));
  const [favorites, setFavorites] = useState(() => read(store, favoriteSearchesKey(indexName)));

  const update = useCallback(
    (which: 'recent' | 'favorites', list: StoredSearch[]) => {
      const limited = list.slice(0, which === 'recent' ? RECENT_SEARCHES_LIMIT : FAVORITE_SEARCHES_LIMIT);
      const key = which === 'recent' ? recentSearchesKey(indexName) : favoriteSearchesKey(indexName);
      // Full or forbidden storage: the lists live on for this visit.
      store.write(key, JSON.stringify(limited));
      (which === 'recent' ? setRecent : setFavorites)(limited);
    },
    [store, indexName],
  );

  return {
    recent,
    favorites,
    /** A chosen hit becomes the newest recent search, unless it is a favourite. */
    addRecent: (hit: SearchHit) => {
      if (favorites.some((f) => f.id === hit.id)) return;
      update('recent', [strip(hit), ...recent.filter((r) => r.id !== hit.id)]);
    },
    saveFavorite: (hit: SearchHit) => {
      update('favorites', [strip(hit), ...favorites.filter((f) => f.id !== hit.id)]);
      update(
        'recent',
        recent.filter((r) => r.id !== hit.id),
      );
    },
    removeRecent: (id: string) =>
      update(
        'recent',
        recent.filter((r) => r.id !== id),
      ),
    removeFavorite: (id: string) =>
      update(
        'favorites',
        favorites.filter((f) => f.id !== id),
      ),
  };
}
