/**
 * The embedded search engine: it answers queries from the index that
 * packages/sitegen/search builds at build time, fetching only what a query
 * needs (the manifest, the term shards of its words, the display chunks of
 * its hits) and caching it. The ranking is the same as query.go's, to the
 * integer: shared test vectors keep the two identical.
 */
import { stem } from './stem';
import {
  ABOUT_NONE,
  ABOUT_PAGE,
  ABOUT_SECTION,
  FIELD_BODY,
  FIELD_TITLE,
  HANDFUL,
  MAX_HITS_PER_PAGE,
  MAX_RUN,
  MIN_TYPO_LEN,
  PARTICLES,
  QUALITY_EXACT,
  QUALITY_PREFIX,
  QUALITY_TYPO,
  STOP_WORDS,
  SYNONYM_WEIGHT,
} from './tables.gen';
import { codePoints, isWordChar, words as splitWords, type Token } from './text';
import type { MarkedText, Search, SearchContext, SearchHierarchy, SearchHit, SearchResult, SearchWords, TextRange } from './types';

/** The aboutness level one word's match gives (query.go's aboutness): the page's title when the word is in it, else its best field. */
const aboutness = (via: number, inTitle: boolean): number => (inTitle ? ABOUT_PAGE : via === FIELD_BODY ? ABOUT_NONE : ABOUT_SECTION);
const SNIPPET_WORDS = 15;
const ELLIPSIS = '…';

interface Manifest {
  v: number;
  id: string;
  facets: [string, string][];
  /** Records per page and facet, flat. */
  pages: number[];
  /** Records per display chunk. */
  docs: number[];
  /** First term of each shard ("" for the first). */
  shards: string[];
}

interface Shard {
  terms: Map<string, number[]>;
  sorted: string[];
  endings: Map<string, string[]>;
  /** Synonyms of the stems in the shard's range: the phrases each also finds (terms joined by spaces). */
  syn: Record<string, string[]>;
}

/** A term shard file: postings per term, endings per stem, synonyms per stem (when any). */
interface RawShard {
  t: Record<string, number[]>;
  e: Record<string, string>;
  s?: Record<string, string[]>;
}

interface DocChunk {
  p: Record<string, [url: string, title: string, lvl0: string]>;
  r: [anchor: string, lvl2: string, lvl3: string, text: string][];
}

interface QueryWord {
  raw: string;
  stem: string;
  prefix: boolean;
  required: boolean;
  compound: boolean;
}

interface Candidate {
  term: string;
  quality: number;
  typed: number;
}

/** A ranked record, before display data is loaded. */
export interface RankedHit {
  rec: number;
  url: string;
  page: number;
  type: SearchHit['type'];
  coverage: number;
  score: number;
}

export interface EngineOptions {
  /** Where the index files are served, ending in "/" ("/search-index/"). */
  baseUrl: string;
  /** fetch to use (tests); the global fetch by default. */
  fetch?: (url: string) => Promise<Response>;
  /** Hits returned per query (20, as DocSearch asks Algolia for). */
  limit?: number;
}

/** What the engine has fetched so far. */
export interface FetchStats {
  files: string[];
  bytes: number;
}

export interface Engine {
  search: Search;
  /** Fetches the manifest ahead of the first query (when the search opens). */
  preload: () => Promise<void>;
  /** Ranks a query without display data: for tests and benchmarks. */
  rank: (query: string, context: SearchContext, limit?: number) => Promise<{ hits: RankedHit[]; nbHits: number; words?: SearchWords }>;
  stats: () => FetchStats;
}

/** Splits a query into its words (query.go's parseQuery). */
export function parseQuery(q: string): QueryWord[] {
  const groups = splitWords(q).map((w) => w.tokens);
  const chars = Array.from(q);
  const typing = chars.length > 0 && isWordChar(chars[chars.length - 1]);
  const words: QueryWord[] = [];
  const add = (w: QueryWord) => {
    const same = words.find((x) => x.stem === w.stem);
    if (same) {
      same.prefix ||= w.prefix;
      same.required ||= w.required;
      return;
    }
    words.push(w);
  };
  groups.forEach((g, gi) => {
    const isLast = typing && gi === groups.length - 1;
    const parts: QueryWord[] = [];
    let compound: QueryWord | undefined;
    for (const t of g) {
      if (t.compound) {
        compound = { raw: t.term, stem: t.term, compound: true, prefix: isLast, required: false };
        continue;
      }
      if (STOP_WORDS.has(t.term)) continue;
      parts.push({ raw: t.term, stem: stem(t.term), required: true, prefix: false, compound: false });
    }
    if (isLast && parts.length > 0 && g[g.length - 1 - (compound ? 1 : 0)].term === parts[parts.length - 1].raw) {
      parts[parts.length - 1].prefix = true;
    }
    parts.forEach(add);
    if (compound) {
      compound.required = parts.length === 0;
      add(compound);
    }
  });
  return words;
}

/** A word and the particle after it joined ("back up": backup), with the query words they stand for (joins.go's queryJoin). */
export interface QueryJoin {
  /** The joined word's stem. */
  term: string;
  /** Indices in parseQuery's words. */
  words: number[];
}

/** The joins of a query's plain words with the particles after them, one at least searched (joins.go's queryJoins). */
export function queryJoins(q: string, words: QueryWord[]): QueryJoin[] {
  const plain = splitWords(q).map(({ tokens: [t, more] }) => (t && !more && isLetters(t.term) ? t.term : ''));
  const index = (word: string) => (STOP_WORDS.has(word) ? -1 : words.findIndex((w) => w.required && !w.compound && w.stem === stem(word)));
  const out: QueryJoin[] = [];
  plain.forEach((a, i) => {
    const b = plain[i + 1];
    if (!a || !PARTICLES.has(b)) return;
    const covered = [...new Set([index(a), index(b)])].filter((k) => k >= 0);
    if (covered.length) out.push({ term: stem(a + b), words: covered });
  });
  return out;
}

/** A word with each doubled letter written once (query.go's undouble): "tarrif" and "tariff" are "tarif". */
const undouble = (s: string): string => s.replace(/(.)\1+/gu, '$1');

/** From each word, the terms that runs of 2 to MAX_RUN neighbouring searched words make, longest first (synonyms.go's runKeys). */
export function runKeys(words: QueryWord[]): string[][] {
  return words.map((_, i) => {
    const keys: string[] = [];
    for (let n = Math.min(MAX_RUN, words.length - i); n >= 2; n--) {
      const run = words.slice(i, i + n);
      if (run.every((w) => w.required && !w.compound)) keys.push(run.map((w) => w.stem).join(' '));
    }
    return keys;
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, control characters included.
const isASCII = (s: string): boolean => /^[\x00-\x7f]*$/.test(s);
const isLetters = (s: string): boolean => /^\p{L}+$/u.test(s);

/** Whether a and b differ by one substitution, insertion, deletion or swap of neighbours. */
export function oneEdit(a: string[], b: string[]): boolean {
  if (a.length < b.length) [a, b] = [b, a];
  const eq = (x: string[], y: string[]) => x.length === y.length && x.every((c, i) => c === y[i]);
  if (a.length === b.length) {
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    if (i === a.length) return false;
    if (eq(a.slice(i + 1), b.slice(i + 1))) return true;
    return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && eq(a.slice(i + 2), b.slice(i + 2));
  }
  if (a.length - b.length === 1) {
    let i = 0;
    while (i < b.length && a[i] === b[i]) i++;
    return eq(a.slice(i + 1), b.slice(i));
  }
  return false;
}

const typoEligible = (w: QueryWord): boolean => w.required && !w.compound && codePoints(w.raw) >= MIN_TYPO_LEN && isLetters(w.raw);

const typoPrefix = (w: QueryWord): string => Array.from(w.stem).slice(0, 2).join('');

const weigh = (c: Candidate, impact: number): number =>
  c.typed === 0 ? impact * c.quality : Math.floor((impact * c.quality * c.typed) / codePoints(c.term));

/** The term a token is indexed under, or "" for a stop word (index.go's indexTerm). */
function indexTerm(t: Token): string {
  if (t.compound) return t.term;
  if (STOP_WORDS.has(t.term)) return '';
  return stem(t.term);
}

/** A text's written words with the index terms of each, computed once per text. */
interface Analyzed {
  text: string;
  words: { start: number; end: number; terms: string[] }[];
}

export function analyze(text: string): Analyzed {
  return {
    text,
    words: splitWords(text).map((w) => ({ start: w.start, end: w.end, terms: w.tokens.map(indexTerm) })),
  };
}

const isMatch = (w: Analyzed['words'][number], matched: Set<string>) => w.terms.some((t) => matched.has(t));

/** The ranges of the words between from and to that match one of the terms, shifted by offset - from. */
function matchRanges(a: Analyzed, from: number, to: number, matched: Set<string>, offset = from): TextRange[] {
  const out: TextRange[] = [];
  for (const w of a.words) {
    if (w.start >= from && w.end <= to && isMatch(w, matched)) out.push([w.start - from + offset, w.end - from + offset]);
  }
  return out;
}

/** The ranges of a text's words that match one of the terms. */
export function highlight(text: string | Analyzed, matched: Set<string>): TextRange[] {
  const a = typeof text === 'string' ? analyze(text) : text;
  return matchRanges(a, 0, a.text.length, matched);
}

/** About 15 words of text: the stretch with the most matches, with "…" where it is cut, and its matched ranges. */
export function snippet(text: string | Analyzed, matched: Set<string>): MarkedText {
  const a = typeof text === 'string' ? analyze(text) : text;
  const ws = a.words;
  if (ws.length <= SNIPPET_WORDS) return { text: a.text, ranges: matchRanges(a, 0, a.text.length, matched) };
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < ws.length; i++) {
    if (isMatch(ws[i], matched)) count++;
    if (i >= SNIPPET_WORDS && isMatch(ws[i - SNIPPET_WORDS], matched)) count--;
    if (i >= SNIPPET_WORDS - 1 && count > bestCount) {
      bestCount = count;
      best = i - SNIPPET_WORDS + 1;
    }
  }
  const end = Math.min(ws.length, best + SNIPPET_WORDS);
  const from = best === 0 ? 0 : ws[best].start;
  const to = end === ws.length ? a.text.length : ws[end - 1].end;
  const lead = best > 0 ? ELLIPSIS : '';
  return {
    text: lead + a.text.slice(from, to) + (end < ws.length ? ELLIPSIS : ''),
    ranges: matchRanges(a, from, to, matched, lead.length),
  };
}

/** Creates an engine over the index served at baseUrl. Nothing is fetched until it is used. */
export function createEngine(options: EngineOptions): Engine {
  const doFetch = options.fetch ?? ((url: string) => fetch(url));
  const limit = options.limit ?? 20;
  const fetched: FetchStats = { files: [], bytes: 0 };

  async function getJSON<T>(name: string): Promise<T> {
    const res = await doFetch(options.baseUrl + name);
    if (!res.ok) throw new Error(`search index: ${name}: HTTP ${res.status}`);
    const text = await res.text();
    fetched.files.push(name);
    fetched.bytes += text.length;
    return JSON.parse(text) as T;
  }

  let manifestPromise: Promise<Index> | undefined;
  const index = (): Promise<Index> => {
    manifestPromise ??= getJSON<Manifest>('manifest.json').then((m) => new Index(m, getJSON));
    manifestPromise.catch(() => {
      manifestPromise = undefined;
    });
    return manifestPromise;
  };

  const rank: Engine['rank'] = async (query, context, n = limit) => {
    const ix = await index();
    const words = parseQuery(query);
    if (words.length === 0) return { hits: [], nbHits: 0 };
    const joins = queryJoins(query, words);
    await ix.load(words, joins);
    const { hits, nbHits, words: counted } = ix.rank(words, joins, context, n);
    return { hits, nbHits, words: counted };
  };

  const search: Search = async (query, context) => {
    const ix = await index();
    const words = parseQuery(query);
    if (words.length === 0) return { hits: [], nbHits: 0 };
    const joins = queryJoins(query, words);
    await ix.load(words, joins);
    const { hits, nbHits, matched, words: counted } = ix.rank(words, joins, context, limit);
    return { hits: await ix.display(hits, matched), nbHits, words: counted } satisfies SearchResult;
  };

  return {
    search,
    rank,
    preload: async () => {
      await index();
    },
    stats: () => ({ files: [...fetched.files], bytes: fetched.bytes }),
  };
}

class Index {
  private readonly pageFirst: number[] = [];
  private readonly pageCount: number[] = [];
  private readonly pageFacet: number[] = [];
  private readonly recPage: Int32Array;
  private readonly docFirst: number[] = [];
  private readonly shards = new Map<number, Promise<Shard>>();
  private readonly loaded = new Map<number, Shard>();
  private readonly chunks = new Map<number, Promise<DocChunk>>();
  /** Analysed texts of records shown before: typing shows the same ones again. */
  private readonly analyzed = new Map<number, Analyzed>();

  constructor(
    private readonly m: Manifest,
    private readonly getJSON: <T>(name: string) => Promise<T>,
  ) {
    if (m.v !== 1) throw new Error(`search index: format ${m.v} is not supported`);
    let rec = 0;
    for (let i = 0; i < m.pages.length; i += 2) {
      this.pageFirst.push(rec);
      this.pageCount.push(m.pages[i]);
      this.pageFacet.push(m.pages[i + 1]);
      rec += m.pages[i];
    }
    this.recPage = new Int32Array(rec);
    this.pageFirst.forEach((first, p) => {
      this.recPage.fill(p, first, first + this.pageCount[p]);
    });
    let d = 0;
    for (const n of m.docs) {
      this.docFirst.push(d);
      d += n;
    }
  }

  private shardOf(term: string): number {
    const keys = this.m.shards;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (keys[mid] > term) hi = mid;
      else lo = mid + 1;
    }
    return lo - 1;
  }

  private shardsWithPrefix(p: string): number[] {
    let i = this.shardOf(p);
    const out = [i];
    while (i + 1 < this.m.shards.length && this.m.shards[i + 1].startsWith(p)) out.push(++i);
    return out;
  }

  /** Loads the shards a query needs: its words', their synonyms' (known once the words' shards are in), and those typos need. */
  async load(words: QueryWord[], joins: QueryJoin[]): Promise<void> {
    await this.loadShards(this.firstShards(words, joins));
    await this.loadShards(this.synonymShards(words));
    await this.loadShards(this.typoShards(words));
  }

  firstShards(words: QueryWord[], joins: QueryJoin[]): number[] {
    const set = new Set<number>();
    for (const j of joins) set.add(this.shardOf(j.term));
    for (const w of words) {
      set.add(this.shardOf(w.stem));
      if (!w.prefix) continue;
      for (const s of this.shardsWithPrefix(w.raw)) set.add(s);
      if (isASCII(w.raw)) for (let k = 2; k < w.raw.length; k++) set.add(this.shardOf(w.raw.slice(0, k)));
    }
    for (const keys of runKeys(words)) for (const key of keys) set.add(this.shardOf(key));
    return [...set].sort((a, b) => a - b);
  }

  /** The shards of the words' synonym phrases and their runs' (each word's own shard loaded). */
  synonymShards(words: QueryWord[]): number[] {
    const set = new Set<number>();
    for (const w of words) for (const phrase of this.synonymPhrases(w)) for (const t of phrase) set.add(this.shardOf(t));
    for (const run of this.synonymRuns(words)) for (const phrase of run.phrases) for (const t of phrase) set.add(this.shardOf(t));
    return [...set].sort((a, b) => a - b);
  }

  /** Runs of neighbouring words that are a synonym group's term, the longest from each word (synonyms.go's synonymRuns). */
  private synonymRuns(words: QueryWord[]): { first: number; n: number; phrases: string[][] }[] {
    const out: { first: number; n: number; phrases: string[][] }[] = [];
    runKeys(words).forEach((keys, first) => {
      for (const key of keys) {
        const syn = this.loaded.get(this.shardOf(key))?.syn;
        if (syn && Object.hasOwn(syn, key)) {
          out.push({ first, n: key.split(' ').length, phrases: syn[key].map((p) => p.split(' ')) });
          return;
        }
      }
    });
    return out;
  }

  typoShards(words: QueryWord[]): number[] {
    const set = new Set<number>();
    for (const w of words) {
      if (typoEligible(w) && this.exactAndPrefix(w).length === 0) {
        for (const s of this.shardsWithPrefix(typoPrefix(w))) set.add(s);
      }
    }
    return [...set].sort((a, b) => a - b);
  }

  async loadShards(ids: number[]): Promise<void> {
    await Promise.all(
      ids.map((i) => {
        let p = this.shards.get(i);
        if (!p) {
          p = this.getJSON<RawShard>(`t${i}.${this.m.id}.json`).then((raw) => {
            const terms = new Map(Object.entries(raw.t));
            const shard: Shard = {
              terms,
              sorted: [...terms.keys()].sort(),
              endings: new Map(Object.entries(raw.e).map(([k, v]) => [k, v.split(' ')])),
              syn: raw.s ?? {},
            };
            this.loaded.set(i, shard);
            return shard;
          });
          p.catch(() => this.shards.delete(i));
          this.shards.set(i, p);
        }
        return p;
      }),
    );
  }

  private has(term: string): boolean {
    return this.loaded.get(this.shardOf(term))?.terms.has(term) ?? false;
  }

  private postings(term: string): number[] {
    return this.loaded.get(this.shardOf(term))?.terms.get(term) ?? [];
  }

  private withPrefix(p: string): string[] {
    const out: string[] = [];
    for (const i of this.shardsWithPrefix(p)) {
      const sorted = this.loaded.get(i)?.sorted;
      if (!sorted) continue;
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < p) lo = mid + 1;
        else hi = mid;
      }
      for (let j = lo; j < sorted.length && sorted[j].startsWith(p); j++) out.push(sorted[j]);
    }
    return out;
  }

  private endings(term: string): string[] {
    return this.loaded.get(this.shardOf(term))?.endings.get(term) ?? [];
  }

  private exactAndPrefix(w: QueryWord): Candidate[] {
    const out: Candidate[] = [];
    const seen = new Set<string>();
    if (this.has(w.stem)) {
      out.push({ term: w.stem, quality: QUALITY_EXACT, typed: 0 });
      seen.add(w.stem);
    }
    if (!w.prefix) return out;
    const typed = codePoints(w.raw);
    for (const t of this.withPrefix(w.raw)) {
      if (!seen.has(t)) {
        seen.add(t);
        out.push({ term: t, quality: QUALITY_PREFIX, typed });
      }
    }
    if (isASCII(w.raw)) {
      for (let k = 2; k < w.raw.length; k++) {
        const t = w.raw.slice(0, k);
        if (seen.has(t) || !this.has(t)) continue;
        if (this.endings(t).some((e) => (t + e).startsWith(w.raw))) {
          seen.add(t);
          out.push({ term: t, quality: QUALITY_PREFIX, typed: 0 });
        }
      }
    }
    return out;
  }

  private typoCandidates(w: QueryWord): Candidate[] {
    const out: Candidate[] = [];
    const raw = Array.from(w.raw);
    const st = Array.from(w.stem);
    const u = undouble(w.raw);
    for (const t of this.withPrefix(typoPrefix(w))) {
      const tr = Array.from(t);
      // A misspelt word is also compared with the written words that reduced to the term (query.go's oneEditSurface),
      // and with the term and those words with their doubled letters written once (query.go's sameUndoubled).
      if (oneEdit(st, tr) || [t, ...this.endings(t).map((e) => t + e)].some((x) => oneEdit(raw, Array.from(x)) || undouble(x) === u)) {
        out.push({ term: t, quality: QUALITY_TYPO, typed: 0 });
        continue;
      }
      if (!w.prefix) continue;
      for (let m = raw.length - 1; m <= raw.length + 1; m++) {
        if (m < tr.length && oneEdit(raw, tr.slice(0, m))) {
          out.push({ term: t, quality: QUALITY_TYPO, typed: raw.length });
          break;
        }
      }
    }
    return out;
  }

  /** The phrases a query word also finds (query.go's synonymPhrases). */
  private synonymPhrases(w: QueryWord): string[][] {
    if (!w.required || w.compound) return [];
    const syn = this.loaded.get(this.shardOf(w.stem))?.syn;
    return syn && Object.hasOwn(syn, w.stem) ? syn[w.stem].map((p) => p.split(' ')) : [];
  }

  /**
   * Calls fn for every record a term's postings reach, with the value value(impact) gives: a term of a
   * page's title reaches every record of the page, the others at 3/4 and not as their own (as query.go's Query).
   */
  private reach(term: string, value: (impact: number) => number, fn: (rec: number, v: number, field: number, own: boolean) => void): void {
    const list = this.postings(term);
    let rec = 0;
    for (let j = 0; j < list.length; j += 2) {
      rec += list[j];
      const v = value(list[j + 1] >> 2);
      const field = list[j + 1] & 3;
      if (field !== FIELD_TITLE) {
        fn(rec, v, field, true);
        continue;
      }
      const pg = this.recPage[rec];
      const first = this.pageFirst[pg];
      for (let r = first; r < first + this.pageCount[pg]; r++) {
        if (r === rec) fn(r, v, FIELD_TITLE, true);
        else fn(r, Math.floor((v * 3) / 4), FIELD_TITLE, false);
      }
    }
  }

  /** Records with all of a synonym phrase's terms, with its value (query.go's phraseMatches). */
  private phraseMatches(phrase: string[], fn: (rec: number, v: number, field: number, own: boolean) => void, div = SYNONYM_WEIGHT): void {
    const per = phrase.map((t) => {
      const m = new Map<number, { v: number; field: number; own: boolean }>();
      const note = (rec: number, v: number, field: number, own: boolean) => {
        let b = m.get(rec);
        if (!b) {
          b = { v: 0, field: 0, own: false };
          m.set(rec, b);
        }
        b.own ||= own;
        if (v > b.v) {
          b.v = v;
          b.field = field;
        }
      };
      this.reach(t, (impact) => impact * QUALITY_EXACT, note);
      return m;
    });
    for (const rec of [...per[0].keys()].sort((a, b) => a - b)) {
      let sum = 0;
      let field = FIELD_TITLE;
      let own = false;
      let all = true;
      for (const m of per) {
        const b = m.get(rec);
        if (!b) {
          all = false;
          break;
        }
        sum += b.v;
        field = Math.min(field, b.field);
        own ||= b.own;
      }
      if (all) fn(rec, Math.floor(sum / (phrase.length * div)), field, own);
    }
  }

  private allowed(rec: number, ctx: SearchContext): boolean {
    const [lang, tag] = this.m.facets[this.pageFacet[this.recPage[rec]]];
    if (ctx.language && lang !== ctx.language) return false;
    if (ctx.scope === 'docs' && tag === 'default') return false;
    return !ctx.docsTag || tag === 'default' || tag === ctx.docsTag;
  }

  rank(
    words: QueryWord[],
    joins: QueryJoin[],
    ctx: SearchContext,
    limit: number,
  ): { hits: RankedHit[]; nbHits: number; matched: Set<string>; words: SearchWords } {
    const cands = words.map((w) => {
      const c = this.exactAndPrefix(w);
      return c.length === 0 && typoEligible(w) ? this.typoCandidates(w) : c;
    });
    const matched = new Set(cands.flat().map((c) => c.term));
    const n = words.length;
    // title: the word is in the page's title, whatever field its best match is in.
    const states = new Map<number, { best: number[]; via: number[]; title: boolean[]; own: boolean }>();
    const update = (rec: number, word: number, v: number, field: number, own: boolean) => {
      let s = states.get(rec);
      if (!s) {
        s = { best: new Array<number>(n).fill(0), via: new Array<number>(n).fill(0), title: new Array<boolean>(n).fill(false), own: false };
        states.set(rec, s);
      }
      s.own ||= own;
      s.title[word] ||= field === FIELD_TITLE;
      if (v > s.best[word]) {
        s.best[word] = v;
        s.via[word] = field;
      }
    };
    cands.forEach((cs, i) => {
      for (const c of cs)
        this.reach(
          c.term,
          (impact) => weigh(c, impact),
          (rec, v, field, own) => update(rec, i, v, field, own),
        );
    });
    // Synonyms: a word also finds the phrases the editors gave it, at a lower weight.
    words.forEach((w, i) => {
      for (const phrase of this.synonymPhrases(w)) {
        for (const t of phrase) matched.add(t);
        this.phraseMatches(phrase, (rec, v, field, own) => update(rec, i, v, field, own));
      }
    });
    // Several words typed as a group's term find its other terms, each of the words matched by them.
    for (const run of this.synonymRuns(words)) {
      for (const phrase of run.phrases) {
        for (const t of phrase) matched.add(t);
        this.phraseMatches(phrase, (rec, v, field, own) => {
          for (let i = run.first; i < run.first + run.n; i++) update(rec, i, v, field, own);
        });
      }
    }
    // Two words typed apart that the pages write as one ("back up"): they count where the words themselves are missing.
    for (const j of joins) {
      if (!this.has(j.term)) continue;
      matched.add(j.term);
      this.phraseMatches(
        [j.term],
        (rec, v, field, own) => {
          for (const i of j.words) if (!states.get(rec)?.best[i]) update(rec, i, v, field, own);
        },
        1,
      );
    }
    const required = words.filter((w) => w.required).length;
    const matchedRecs: { rec: number; coverage: number; score: number; about: number }[] = [];
    let maxCov = 0;
    const fullPages = new Set<number>();
    for (const [rec, s] of states) {
      if (!s.own || !this.allowed(rec, ctx)) continue;
      let coverage = 0;
      let score = 0;
      let about = ABOUT_PAGE;
      words.forEach((w, i) => {
        if (w.required && s.best[i] > 0) {
          coverage++;
          about = Math.min(about, aboutness(s.via[i], s.title[i]));
        }
        score += s.best[i];
      });
      if (coverage === 0) continue;
      maxCov = Math.max(maxCov, coverage);
      if (coverage === required) fullPages.add(this.recPage[rec]);
      matchedRecs.push({ rec, coverage, score, about });
    }
    // Optional words: with fewer than a handful of pages matching every word, pages matching most words follow.
    const minCov = fullPages.size < HANDFUL ? 1 : maxCov;
    const kept = matchedRecs.filter((m) => m.coverage >= minCov);
    // More words first, then records about the words (all in the page title, then all in titles,
    // headings or keywords), then the score.
    kept.sort((a, b) => b.coverage - a.coverage || b.about - a.about || b.score - a.score || a.rec - b.rec);
    const byPage = new Map<number, typeof kept>();
    for (const m of kept) {
      const p = this.recPage[m.rec];
      const list = byPage.get(p) ?? [];
      if (list.length < MAX_HITS_PER_PAGE) list.push(m);
      byPage.set(p, list);
    }
    const hits: RankedHit[] = [];
    outer: for (const [page, list] of byPage) {
      for (const m of list) {
        if (hits.length === limit) break outer;
        const s = states.get(m.rec)!;
        const isPage = m.rec === this.pageFirst[page];
        let type: SearchHit['type'] = isPage ? 'page' : 'heading';
        if (s.best.some((b, i) => b > 0 && s.via[i] === FIELD_BODY)) type = 'content';
        hits.push({ rec: m.rec, page, url: '', type, coverage: m.coverage, score: m.score });
      }
    }
    return { hits, nbHits: kept.length, matched, words: { matched: maxCov, total: required } };
  }

  private chunkOf(rec: number): number {
    let lo = 0;
    let hi = this.docFirst.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.docFirst[mid] > rec) hi = mid;
      else lo = mid + 1;
    }
    return lo - 1;
  }

  private chunk(i: number): Promise<DocChunk> {
    let p = this.chunks.get(i);
    if (!p) {
      p = this.getJSON<DocChunk>(`d${i}.${this.m.id}.json`);
      p.catch(() => this.chunks.delete(i));
      this.chunks.set(i, p);
    }
    return p;
  }

  private analysis(rec: number, text: string): Analyzed {
    let a = this.analyzed.get(rec);
    if (!a) {
      a = analyze(text);
      this.analyzed.set(rec, a);
    }
    return a;
  }

  async display(hits: RankedHit[], matched: Set<string>): Promise<SearchHit[]> {
    const chunks = await Promise.all(hits.map((h) => this.chunk(this.chunkOf(h.rec))));
    return hits.map((h, i) => {
      const c = chunks[i];
      const [anchor, lvl2, lvl3, text] = c.r[h.rec - this.docFirst[this.chunkOf(h.rec)]];
      const [url, title, lvl0] = c.p[String(h.page)];
      const hierarchy: SearchHierarchy = { lvl0, lvl1: title, lvl2: lvl2 || null, lvl3: lvl3 || null };
      const mark = (s: string | null) => (s === null ? [] : highlight(s, matched));
      return {
        url: anchor ? `${url}#${anchor}` : url,
        hierarchy,
        matches: { lvl1: highlight(title, matched), lvl2: mark(hierarchy.lvl2), lvl3: mark(hierarchy.lvl3) },
        type: h.type,
        snippet: snippet(this.analysis(h.rec, text), matched),
        text,
        score: h.score,
      };
    });
  }
}

/** The site's engine: the index the build writes, served at /search-index/. */
const siteEngine = createEngine({ baseUrl: '/search-index/' });

/** Searches the embedded index (the modal's and the /search page's default). */
export const search: Search = siteEngine.search;

/** Fetches the index manifest ahead of the first query: call it when the search opens. */
export const preloadSearch = siteEngine.preload;
