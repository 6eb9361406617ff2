import type { ReactNode } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks each word of the query in the text with `<mark>` (case-insensitive)
 * where a word of the text starts with it: "bill" marks "Bills" and
 * "billed", but "of" does not mark the middle of "geofence". Text only: no
 * HTML is parsed.
 */
export function highlight(text: string, query: string): ReactNode {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (!words.length) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.sort((a, b) => b.length - a.length).join('|')})`, 'giu');
  // split() with a capture group alternates text and matches.
  return text.split(pattern).map((part, index) => (index % 2 ? <mark key={index}>{part}</mark> : part));
}
