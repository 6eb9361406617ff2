/**
 * The Porter2 (Snowball English) stemmer, identical to stem.go: the index
 * holds stems, so the browser stems query words the same way. Its tables
 * are stem.go's, generated into tables.gen.ts.
 */
import {
  DOUBLE_ENDINGS,
  LI_ENDINGS,
  R1_PREFIXES,
  SPELLING_ENDINGS,
  STEM_EXCEPTIONS,
  STEM_INVARIANTS,
  STEP2_RULES,
  STEP3_RULES,
  STEP4_SUFFIXES,
} from './tables.gen';

const isVowel = (c: string | undefined): boolean => c !== undefined && 'aeiouy'.includes(c) && c !== '';

function regionAfter(w: string, start: number): number {
  for (let i = start + 1; i < w.length; i++) {
    if (!isVowel(w[i]) && isVowel(w[i - 1])) return i + 1;
  }
  return w.length;
}

function regions(w: string): [number, number] {
  let r1 = w.length;
  for (const p of R1_PREFIXES) {
    if (w.startsWith(p)) {
      r1 = p.length;
      break;
    }
  }
  if (r1 === w.length) r1 = regionAfter(w, 0);
  return [r1, regionAfter(w, r1)];
}

function longest(w: string, suffixes: readonly string[]): string {
  let best = '';
  for (const s of suffixes) if (s.length > best.length && w.endsWith(s)) best = s;
  return best;
}

const replace = (w: string, suffix: string, by: string): string => w.slice(0, w.length - suffix.length) + by;

const containsVowel = (w: string): boolean => {
  for (const c of w) if (isVowel(c)) return true;
  return false;
};

function endsShortSyllable(w: string): boolean {
  const n = w.length;
  if (n === 2) return isVowel(w[0]) && !isVowel(w[1]);
  if (n >= 3) {
    const c = w[n - 1];
    return !isVowel(w[n - 3]) && isVowel(w[n - 2]) && !isVowel(c) && c !== 'w' && c !== 'x' && c !== 'Y';
  }
  return false;
}

const isShort = (w: string, r1: number): boolean => r1 >= w.length && endsShortSyllable(w);

function step1a(w: string): string {
  switch (longest(w, ['sses', 'ied', 'ies', 's', 'us', 'ss'])) {
    case 'sses':
      return replace(w, 'sses', 'ss');
    case 'ied':
      return replace(w, 'ied', w.length > 4 ? 'i' : 'ie');
    case 'ies':
      return replace(w, 'ies', w.length > 4 ? 'i' : 'ie');
    case 's':
      if (w.length >= 3 && containsVowel(w.slice(0, -2))) return w.slice(0, -1);
  }
  return w;
}

function step1b(w: string, r1: number): string {
  const suf = longest(w, ['eed', 'eedly', 'ed', 'edly', 'ing', 'ingly']);
  if (suf === '') return w;
  if (suf === 'eed' || suf === 'eedly') return w.length - suf.length >= r1 ? replace(w, suf, 'ee') : w;
  const stem = w.slice(0, w.length - suf.length);
  if (!containsVowel(stem)) return w;
  w = stem;
  if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) return `${w}e`;
  if (w.length >= 2 && w[w.length - 1] === w[w.length - 2] && DOUBLE_ENDINGS.includes(w[w.length - 1])) return w.slice(0, -1);
  if (isShort(w, r1)) return `${w}e`;
  return w;
}

function step1c(w: string): string {
  const n = w.length;
  if (n > 2 && (w[n - 1] === 'y' || w[n - 1] === 'Y') && !isVowel(w[n - 2])) return `${w.slice(0, -1)}i`;
  return w;
}

const STEP2_SUFFIXES = Object.keys(STEP2_RULES);

function step2(w: string, r1: number): string {
  const suf = longest(w, STEP2_SUFFIXES);
  if (suf === '' || w.length - suf.length < r1) return w;
  if (suf === 'ogi' && (w.length < 4 || w[w.length - 4] !== 'l')) return w;
  if (suf === 'li' && (w.length < 3 || !LI_ENDINGS.includes(w[w.length - 3]))) return w;
  return replace(w, suf, STEP2_RULES[suf]);
}

const STEP3_SUFFIXES = Object.keys(STEP3_RULES);

function step3(w: string, r1: number, r2: number): string {
  const suf = longest(w, STEP3_SUFFIXES);
  if (suf === '' || w.length - suf.length < r1) return w;
  if (suf === 'ative' && w.length - suf.length < r2) return w;
  return replace(w, suf, STEP3_RULES[suf]);
}

function step4(w: string, r2: number): string {
  const suf = longest(w, STEP4_SUFFIXES);
  if (suf === '' || w.length - suf.length < r2) return w;
  if (suf === 'ion') {
    const n = w.length - 3;
    if (n < 1 || (w[n - 1] !== 's' && w[n - 1] !== 't')) return w;
  }
  return w.slice(0, w.length - suf.length);
}

function step5(w: string, r1: number, r2: number): string {
  const n = w.length;
  if (n > 0 && w[n - 1] === 'e') {
    if (n - 1 >= r2 || (n - 1 >= r1 && !endsShortSyllable(w.slice(0, n - 1)))) return w.slice(0, n - 1);
  } else if (n > 1 && w[n - 1] === 'l' && w[n - 2] === 'l' && n - 1 >= r2) {
    return w.slice(0, n - 1);
  }
  return w;
}

/** The word with its British ending made American ("optimisation" is "optimization"). */
function americanSpelling(word: string): string {
  for (const [british, american, min] of SPELLING_ENDINGS) {
    if (word.length > british.length + min && word.endsWith(british)) return replace(word, british, american);
  }
  return word;
}

/** Reduces an English word (lower case, a-z only) to its Porter2 stem. */
export function stem(input: string): string {
  if (input.length <= 2 || !/^[a-z]+$/.test(input)) return input;
  const word = americanSpelling(input);
  const exception = STEM_EXCEPTIONS[word];
  if (exception !== undefined) return exception;
  let w = '';
  for (let i = 0; i < word.length; i++) {
    // Against the word as marked so far, as stem.go does: in "ayy" only
    // the first y follows a vowel.
    w += word[i] === 'y' && (i === 0 || isVowel(w[i - 1])) ? 'Y' : word[i];
  }
  const [r1, r2] = regions(w);
  w = step1a(w);
  if (STEM_INVARIANTS.has(w)) return w;
  w = step1b(w, r1);
  w = step1c(w);
  w = step2(w, r1);
  w = step3(w, r1, r2);
  w = step4(w, r2);
  w = step5(w, r1, r2);
  return w.replaceAll('Y', 'y');
}
