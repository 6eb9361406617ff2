import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlight } from './Highlight';
import type { TextRange } from './types';

/** The marked parts of a text, in order. */
function marks(text: string, query: string, ranges?: readonly TextRange[]): string[] {
  const { container } = render(<p>{highlight(text, query, ranges)}</p>);
  expect(container.textContent).toBe(text);
  return [...container.querySelectorAll('mark')].map((m) => m.textContent ?? '');
}

describe('highlight', () => {
  it('marks each query word where a word of the text starts with it, whatever its case', () => {
    expect(marks('Bills of lading: the bill is billed', 'bill of lading')).toEqual(['Bill', 'of', 'lading', 'bill', 'bill']);
  });

  it('marks nothing inside a word: "of" in "geofence", "ice" in "invoice"', () => {
    expect(marks('The geofence of the invoice', 'of ice')).toEqual(['of']);
  });

  it('knows word starts beyond ASCII and after punctuation', () => {
    expect(marks('Café élan, (élan) x-élan', 'élan')).toEqual(['élan', 'élan', 'élan']);
    expect(marks('cafébar', 'bar')).toEqual([]);
  });

  it('takes the longest word first and reads the query as text, not as a pattern', () => {
    expect(marks('workflows and work', 'work workflow')).toEqual(['workflow', 'work']);
    expect(marks('a (b) a.b ab', 'a.b (b)')).toEqual(['(b)', 'a.b']);
  });

  it('leaves the text as it is for an empty query', () => {
    expect(marks('Jobs', '  ')).toEqual([]);
  });

  it('marks the ranges the search gives instead of the query: in text order, overlapping ones joined, past the end cut', () => {
    expect(marks('Demurrage starts when free time ends', 'demurage', [[0, 9]])).toEqual(['Demurrage']);
    expect(marks('Demurrage starts', 'demurrage', [])).toEqual([]);
    expect(
      marks('a bc def', 'x', [
        [5, 8],
        [0, 1],
        [2, 4],
        [3, 6],
        [7, 20],
      ]),
    ).toEqual(['a', 'bc def']);
  });
});
