import type { ReactNode } from 'react';
import type { TextRange } from './types';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks with `<mark>` where the search matched: the given ranges when the
 * search said where (sorted, overlapping ones joined, cut to the text), or
 * else each word of the query (case-insensitive) where a word of the text
 * starts with it: "bill" marks "Bills" and "billed", but "of" does not mark
 * the middle of "geofence". Text only: no HTML is parsed.
 */
export function highlight(text: string, query: string, ranges?: readonly TextRange[]): ReactNode {
  if (ranges) return markRanges(text, ranges);
  const words = query.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (!words.length) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.sort((a, b) => b.length - a.length).join('|')})`, 'giu');
  // split() with a capture group alternates text and matches.
  return text.split(pattern).map((part, index) => (index % 2 ? <mark key={index}>{part}</mark> : part));
}

function markRanges(text: string, ranges: readonly TextRange[]): ReactNode {
  const joined: [number, number][] = [];
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = joined.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else joined.push([from, to]);
  }
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [from, to] of joined) {
    const start = Math.max(from, 0);
    const end = Math.min(to, text.length);
    if (start >= end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
