/**
 * The Porter2 (Snowball English) stemmer, identical to stem.go: the index
 * holds stems, so the browser stems query words the same way.
 */

const EXCEPTIONS: Record<string, string> = {
  skis: 'ski',
  skies: 'sky',
  dying: 'die',
  lying: 'lie',
  tying: 'tie',
  idly: 'idl',
  gently: 'gentl',
  ugly: 'ugli',
  early: 'earli',
  only: 'onli',
  singly: 'singl',
  sky: 'sky',
  news: 'news',
  howe: 'howe',
  atlas: 'atlas',
  cosmos: 'cosmos',
  bias: 'bias',
  andes: 'andes',
};

const INVARIANTS = new Set(['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed']);

const isVowel = (c: string | undefined): boolean => c !== undefined && 'aeiouy'.includes(c) && c !== '';

function regionAfter(w: string, start: number): number {
  for (let i = start + 1; i < w.length; i++) {
    if (!isVowel(w[i]) && isVowel(w[i - 1])) return i + 1;
  }
  return w.length;
}

function regions(w: string): [number, number] {
  let r1 = w.length;
  for (const p of ['gener', 'commun', 'arsen']) {
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
  if (w.length >= 2 && w[w.length - 1] === w[w.length - 2] && 'bdfgmnprt'.includes(w[w.length - 1])) return w.slice(0, -1);
  if (isShort(w, r1)) return `${w}e`;
  return w;
}

function step1c(w: string): string {
  const n = w.length;
  if (n > 2 && (w[n - 1] === 'y' || w[n - 1] === 'Y') && !isVowel(w[n - 2])) return `${w.slice(0, -1)}i`;
  return w;
}

const STEP2: Record<string, string> = {
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  abli: 'able',
  entli: 'ent',
  izer: 'ize',
  ization: 'ize',
  ational: 'ate',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  aliti: 'al',
  alli: 'al',
  fulness: 'ful',
  ousli: 'ous',
  ousness: 'ous',
  iveness: 'ive',
  iviti: 'ive',
  biliti: 'ble',
  bli: 'ble',
  ogi: 'og',
  fulli: 'ful',
  lessli: 'less',
  li: '',
};
const STEP2_SUFFIXES = Object.keys(STEP2);

function step2(w: string, r1: number): string {
  const suf = longest(w, STEP2_SUFFIXES);
  if (suf === '' || w.length - suf.length < r1) return w;
  if (suf === 'ogi' && (w.length < 4 || w[w.length - 4] !== 'l')) return w;
  if (suf === 'li' && (w.length < 3 || !'cdeghkmnrt'.includes(w[w.length - 3]))) return w;
  return replace(w, suf, STEP2[suf]);
}

const STEP3: Record<string, string> = {
  tional: 'tion',
  ational: 'ate',
  alize: 'al',
  icate: 'ic',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
  ative: '',
};
const STEP3_SUFFIXES = Object.keys(STEP3);

function step3(w: string, r1: number, r2: number): string {
  const suf = longest(w, STEP3_SUFFIXES);
  if (suf === '' || w.length - suf.length < r1) return w;
  if (suf === 'ative' && w.length - suf.length < r2) return w;
  return replace(w, suf, STEP3[suf]);
}

const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ion',
];

function step4(w: string, r2: number): string {
  const suf = longest(w, STEP4);
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

/** Reduces an English word (lower case, a-z only) to its Porter2 stem. */
/**
 * British endings made American (stem.go's spellingEndings, same order): a
 * word changes when more than `min` letters come before the ending.
 */
const SPELLING_ENDINGS: readonly [british: string, american: string, min: number][] = [
  ['isations', 'izations', 2],
  ['isation', 'ization', 2],
  ['ising', 'izing', 2],
  ['isers', 'izers', 2],
  ['iser', 'izer', 2],
  ['ised', 'ized', 2],
  ['ises', 'izes', 2],
  ['ise', 'ize', 2],
  ['ysing', 'yzing', 2],
  ['ysed', 'yzed', 2],
  ['yse', 'yze', 2],
  ['ourite', 'orite', 2],
  ['ouring', 'oring', 2],
  ['oured', 'ored', 2],
  ['ours', 'ors', 2],
  ['our', 'or', 2],
  ['tres', 'ters', 1],
  ['tre', 'ter', 1],
  ['logues', 'logs', 2],
  ['logue', 'log', 2],
  ['mmes', 'ms', 4],
  ['mme', 'm', 4],
];

/** The word with its British ending made American ("optimisation" is "optimization"). */
function americanSpelling(word: string): string {
  for (const [british, american, min] of SPELLING_ENDINGS) {
    if (word.length > british.length + min && word.endsWith(british)) return replace(word, british, american);
  }
  return word;
}

export function stem(input: string): string {
  if (input.length <= 2 || !/^[a-z]+$/.test(input)) return input;
  const word = americanSpelling(input);
  const exception = EXCEPTIONS[word];
  if (exception !== undefined) return exception;
  let w = '';
  for (let i = 0; i < word.length; i++) {
    // Against the word as marked so far, as stem.go does: in "ayy" only
    // the first y follows a vowel.
    w += word[i] === 'y' && (i === 0 || isVowel(w[i - 1])) ? 'Y' : word[i];
  }
  const [r1, r2] = regions(w);
  w = step1a(w);
  if (INVARIANTS.has(w)) return w;
  w = step1b(w, r1);
  w = step1c(w);
  w = step2(w, r1);
  w = step3(w, r1, r2);
  w = step4(w, r2);
  w = step5(w, r1, r2);
  return w.replaceAll('Y', 'y');
}
