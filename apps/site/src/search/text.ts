/**
 * Text processing shared by the index (built in Go, packages/sitegen/search)
 * and this engine: folding and tokenising. It must stay identical to
 * tokenize.go; the shared vectors in testdata/ check it. The tables (the
 * accent folding, the joiners, the stop words) are tokenize.go's and
 * stopwords.go's, generated into tables.gen.ts.
 */
import { CLITICS, FOLD_GROUPS, JOINERS, MAX_COMPOUND_LEN, MAX_COMPOUND_PARTS, NEGATION_BASES } from './tables.gen';

/** One searchable word of a text. */
export interface Token {
  /** Folded to lower case without accents, not stemmed. */
  term: string;
  /** The joined form of a word written with joiners or in camel case (B/L → bl). */
  compound: boolean;
}

const WORD = /[\p{L}\p{Nd}\p{Mn}]/u;
const MARK = /\p{Mn}/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const LETTER = /\p{L}/u;

export const isWordChar = (c: string): boolean => WORD.test(c);

const FOLD = new Map<string, string>();
for (const [plain, accented] of Object.entries(FOLD_GROUPS)) {
  for (const c of accented) FOLD.set(c, plain);
}

/** Lower-cases and removes accents: "Café" is "cafe", "Straße" is "strasse". */
export function fold(chars: string[]): string {
  let out = '';
  for (const ch of chars) {
    for (const c of ch.toLowerCase()) {
      if (MARK.test(c)) continue;
      out += FOLD.get(c) ?? c;
    }
  }
  return out;
}

const codePoints = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
export { codePoints };

/** The word a negative contraction's part before the apostrophe stands for: "doesn" is "does", "won" "will". */
const negationBase = (part: string): string => NEGATION_BASES[part] ?? part.replace(/n$/, '');

/** The tokens of one written word: its parts, then the compound. */
function wordTokens(word: string[]): Token[] {
  const parts: string[] = [];
  let pieceStart = 0;
  let afterApostrophe = false;
  const flush = (end: number) => {
    const piece = word.slice(pieceStart, end);
    if (afterApostrophe && piece.length === 1 && (piece[0] === 's' || piece[0] === 'S')) return;
    // A contraction is its first word alone: "can't" is "can", "doesn't" "does" (tokenize.go).
    if (afterApostrophe && parts.length > 0 && CLITICS.has(fold(piece))) {
      if (fold(piece) === 't') parts[parts.length - 1] = negationBase(parts[parts.length - 1]!);
      return;
    }
    let from = 0;
    for (let k = 1; k < piece.length; k++) {
      if (LOWER.test(piece[k - 1]) && UPPER.test(piece[k])) {
        parts.push(fold(piece.slice(from, k)));
        from = k;
      }
    }
    parts.push(fold(piece.slice(from)));
  };
  word.forEach((c, k) => {
    if (JOINERS.includes(c)) {
      flush(k);
      pieceStart = k + 1;
      afterApostrophe = c === "'" || c === '’';
    }
  });
  flush(word.length);

  const out: Token[] = [];
  let hasLetter = false;
  for (const p of parts) {
    if (codePoints(p) >= 2) out.push({ term: p, compound: false });
    if (LETTER.test(p)) hasLetter = true;
  }
  if (parts.length >= 2 && parts.length <= MAX_COMPOUND_PARTS && hasLetter) {
    const joined = parts.join('');
    const n = codePoints(joined);
    if (n >= 2 && n <= MAX_COMPOUND_LEN) out.push({ term: joined, compound: true });
  }
  return out;
}

/** A written word of a text, with where it is (in UTF-16 units). */
export interface Word {
  tokens: Token[];
  start: number;
  end: number;
}

/** A written word: word characters, single joiners between them (tokenize.go's loop). */
const WRITTEN_WORD = /[\p{L}\p{Nd}\p{Mn}]+(?:[/\-._&'’][\p{L}\p{Nd}\p{Mn}]+)*/gu;

/** Splits a text into written words (letters and digits, joined by / - . _ & '). */
export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WRITTEN_WORD)) {
    out.push({ tokens: wordTokens(Array.from(m[0])), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Splits a text into tokens, as tokenize.go's Tokenize. */
export function tokenize(text: string): Token[] {
  return words(text).flatMap((w) => w.tokens);
}
