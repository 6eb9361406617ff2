// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createEngine, highlight, parseQuery, queryJoins, snippet } from './engine';
import { forModal } from './provider';
import { pageRanked } from './scope';
import { stem } from './stem';
import { tokenize } from './text';
import type { SearchContext } from './types';

const testdata = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testdata');

interface Vector {
  query: string;
  context: { Language: string; DocsTag: string; Scope?: 'docs' };
  urls: string[];
  types: string[];
  scores: number[];
  pages: string[];
  nbHits: number;
  fetched: string[];
  words: number;
  matched: number;
}

// Written by `go test ./packages/sitegen/search -run TestSharedVectors -update`
// from the same fixture index as testdata/index/.
const vectors = JSON.parse(await readFile(path.join(testdata, 'vectors.json'), 'utf8')) as {
  stems: Record<string, string>;
  tokens: Record<string, string[]>;
  queries: Vector[];
};

function fixtureEngine() {
  return createEngine({
    baseUrl: '/search-index/',
    fetch: async (url) => {
      const name = url.replace('/search-index/', '');
      try {
        return new Response(await readFile(path.join(testdata, 'index', name), 'utf8'));
      } catch {
        return new Response('not found', { status: 404 });
      }
    },
  });
}

const ctxOf = (v: Vector): SearchContext => ({
  language: v.context.Language,
  docsTag: v.context.DocsTag,
  ...(v.context.Scope ? { scope: v.context.Scope } : {}),
});

describe('text processing, as in Go', () => {
  it('stems every word of the shared vectors like stem.go', () => {
    const wrong = Object.entries(vectors.stems).filter(([w, s]) => stem(w) !== s);
    expect(wrong.map(([w, s]) => `${w}: ${stem(w)} (Go ${s})`)).toEqual([]);
    expect(Object.keys(vectors.stems).length).toBeGreaterThan(80);
  });

  it('tokenizes like tokenize.go, codes and camel case included', () => {
    for (const [text, want] of Object.entries(vectors.tokens)) {
      expect(
        tokenize(text).map((t) => t.term + (t.compound ? '*' : '')),
        text,
      ).toEqual(want);
    }
  });

  it('drops stop words and marks only the word being typed as a prefix', () => {
    expect(parseQuery('how do i close a job').map((w) => [w.stem, w.prefix])).toEqual([
      ['close', false],
      ['job', true],
    ]);
    expect(parseQuery('bookings ').map((w) => [w.stem, w.prefix])).toEqual([['book', false]]);
  });

  it('reads a contraction as its first word, so a question searches its subject only', () => {
    expect(parseQuery("why can't I accept the quote").map((w) => w.stem)).toEqual(['accept', 'quot']);
    expect(parseQuery('why doesnt it post ').map((w) => w.stem)).toEqual(['post']);
    expect(tokenize("won't I'm isn’t").map((t) => t.term)).toEqual(['will', 'is']);
  });

  it('joins a word and the particle after it, as joins.go does', () => {
    const joins = (q: string) => queryJoins(q, parseQuery(q));
    expect(joins('how often do you back up')).toEqual([{ term: 'backup', words: [1] }]);
    expect(joins('cut off times')).toEqual([{ term: 'cutoff', words: [0, 1] }]);
    for (const q of ['roll outs', 'ware house', 'e invoice', 'it is up', 'x12 214', 'edi-214 up']) expect(joins(q), q).toEqual([]);
  });
});

describe('embedded engine on the fixture index', () => {
  it('ranks every shared query exactly as the Go engine does', async () => {
    const engine = fixtureEngine();
    for (const v of vectors.queries) {
      const { hits, nbHits, words } = await engine.search(v.query, ctxOf(v));
      const label = `${JSON.stringify(v.query)} in ${JSON.stringify(v.context)}`;
      expect(
        hits.map((h) => h.url),
        label,
      ).toEqual(v.urls);
      expect(
        hits.map((h) => h.type),
        label,
      ).toEqual(v.types);
      expect(
        hits.map((h) => h.score),
        label,
      ).toEqual(v.scores);
      expect(nbHits, label).toBe(v.nbHits);
      if (v.words > 0) expect(words, label).toEqual({ matched: v.matched, total: v.words });
    }
    // Optional words are among the shared queries: some match fewer words than typed.
    expect(vectors.queries.some((v) => v.matched > 0 && v.matched < v.words)).toBe(true);
    expect(vectors.queries.length).toBeGreaterThan(30);
    // The Docs filter is among the shared contexts.
    expect(vectors.queries.some((v) => v.context.Scope === 'docs' && v.urls.length > 0)).toBe(true);
  });

  it('shows in the modal and on the /search page the page order Go ranks (MCP, search.Evaluate), each page’s sections under it', async () => {
    const engine = fixtureEngine();
    const shown = pageRanked(forModal(engine.search));
    const signal = new AbortController().signal;
    for (const v of vectors.queries) {
      const { hits } = await shown(v.query, ctxOf(v), { signal });
      const label = `${JSON.stringify(v.query)} in ${JSON.stringify(v.context)}`;
      expect([...new Set(hits.map((h) => h.page))], label).toEqual(v.pages);
      // Grouped: once a page's sections end, the page does not come back.
      const runs = hits.map((h) => h.page).filter((p, i, all) => p !== all[i - 1]);
      expect(runs, label).toEqual(v.pages);
    }
    expect(vectors.queries.some((v) => v.pages.length > 1 && v.urls.length > v.pages.length)).toBe(true);
  });

  it('fetches from a cold cache exactly the files Go plans for each query', async () => {
    for (const v of vectors.queries) {
      const engine = fixtureEngine();
      await engine.search(v.query, ctxOf(v));
      expect([...engine.stats().files].sort(), v.query).toEqual(v.fetched);
    }
  });

  it('fetches nothing until the first search, and each file once', async () => {
    const engine = fixtureEngine();
    expect(engine.stats().files).toEqual([]);
    await engine.preload();
    expect(engine.stats().files).toEqual(['manifest.json']);
    for (const q of ['w', 'wa', 'war', 'ware', 'wareh', 'warehouse', 'warehouse ', 'warehouse r', 'warehouse rec']) {
      await engine.search(q, { language: 'en', docsTag: 'docs-default-current' });
    }
    const files = engine.stats().files;
    expect(new Set(files).size).toBe(files.length);
  });

  it('returns hierarchy, highlights, a snippet and the whole text for each hit', async () => {
    const { hits } = await fixtureEngine().search('photos', { language: 'en', docsTag: 'docs-default-current' });
    expect(hits[0]).toMatchObject({
      url: '/docs/warehouse-receipt#photos',
      type: 'heading',
      hierarchy: { lvl0: 'User manual', lvl1: 'Warehouse receipts', lvl2: 'Photos', lvl3: null },
      matches: { lvl1: [], lvl2: [[0, 6]], lvl3: [] },
    });
    expect(hits[0].snippet).toEqual({ text: 'Take photos of the load and of each exception.', ranges: [[5, 11]] });
    expect(hits[0].text).toBe('Take photos of the load and of each exception.');
  });

  it('rejects when the index cannot be fetched, and retries later', async () => {
    let fail = true;
    const engine = createEngine({
      baseUrl: '/x/',
      fetch: async (url) =>
        fail ? new Response('', { status: 503 }) : new Response(await readFile(path.join(testdata, 'index', url.slice(3)), 'utf8')),
    });
    await expect(engine.search('jobs', { language: 'en', docsTag: '' })).rejects.toThrow('HTTP 503');
    fail = false;
    expect((await engine.search('jobs', { language: 'en', docsTag: '' })).hits.length).toBeGreaterThan(0);
  });
});

describe('snippets', () => {
  const matched = new Set(['demurrag', 'detent']);
  /** The marked stretches of a text, for reading the ranges in a test. */
  const markedWords = ({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) =>
    ranges.map(([from, to]) => text.slice(from, to));

  it('gives the ranges of the matching words, stemmed, in the text as it is (no HTML)', () => {
    const text = 'Demurrage & detention <fees>, P&L';
    expect(highlight(text, matched)).toEqual([
      [0, 9],
      [12, 21],
    ]);
    expect(markedWords({ text, ranges: highlight(text, matched) })).toEqual(['Demurrage', 'detention']);
    expect(highlight('Nothing to mark here', matched)).toEqual([]);
  });

  it('counts ranges in UTF-16 units, as String.slice does', () => {
    const text = '🚢 café demurrage';
    expect(markedWords({ text, ranges: highlight(text, matched) })).toEqual(['demurrage']);
  });

  it('cuts about 15 words around the most matches, and shifts the ranges past the leading ellipsis', () => {
    const text =
      'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen ' +
      'demurrage counts while the container stays; detention counts after gate-out until the empty returns to the depot today.';
    const s = snippet(text, matched);
    expect(s.text.startsWith('…')).toBe(true);
    expect(s.text.endsWith('…')).toBe(true);
    expect(markedWords(s)).toEqual(['demurrage', 'detention']);
    expect(s.text.replace(/…/g, '').trim().split(/\s+/).length).toBeLessThanOrEqual(15);
  });

  it('keeps a short text whole', () => {
    expect(snippet('Detention after gate-out.', matched)).toEqual({ text: 'Detention after gate-out.', ranges: [[0, 9]] });
  });
});
