import type { SearchHit } from './types';

/** Hits grouped by page (two pages of one title stay apart), in rank order of each page's best hit, at most `max` per page. */
export function groupHits(hits: SearchHit[], max: number) {
  const groups = new Map<string, { key: string; title: string; label?: string; url: string; items: SearchHit[] }>();
  for (const hit of hits) {
    const key = hit.page ?? hit.group;
    const group = groups.get(key) ?? { key, title: hit.group, label: hit.label, url: hit.page ?? hit.url.split('#')[0]!, items: [] };
    if (group.items.length < max) group.items.push(hit);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The headings between the group and the hit (the group and its label head it already). */
export const trail = (hit: SearchHit) =>
  (hit.path ?? []).filter((step) => step !== hit.group && step !== hit.title && step !== hit.label).join(' › ');
