import type { ReactNode } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Marks each word of the query in the text with `<mark>` (case-insensitive). Text only: no HTML is parsed. */
export function highlight(text: string, query: string): ReactNode {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (!words.length) return text;
  const pattern = new RegExp(`(${words.sort((a, b) => b.length - a.length).join('|')})`, 'gi');
  // split() with a capture group alternates text and matches.
  return text.split(pattern).map((part, index) => (index % 2 ? <mark key={index}>{part}</mark> : part));
}
