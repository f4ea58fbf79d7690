/**
 * How Vale turns text into the terms it searches with: normalised text (./normalise.ts) split into words,
 * stop words dropped and synonyms folded (./vocabulary.ts), each word stemmed; applied alike to the site's
 * content when it is indexed and to a visitor's question, so "pricing", "prices" and "how much" all land
 * on the same terms.
 */
import { normalise } from './normalise';
import { canonicalWord, synonymOf } from './vocabulary';

/** Splits normalised text into word tokens; numbers and prices ("$147", "0.0182") survive. */
export function tokenize(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*|[a-z0-9]+/g) ?? [];
}

const VOWEL = /[aeiouy]/;

/** A light English stemmer (plural, -ing, -ed, -ly, -ation, -ment, …); consistent rather than perfect. */
export function stem(word: string): string {
  if (word.length < 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(w)) {
    // business, status, analysis: not plurals
  } else if (/(sses|xes|ches|shes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);

  if (w.length <= 3) return w;

  // "-ation" keeps its "at" so automation/automate and integration/integrate meet.
  const suffixes: Array<[string, string]> = [
    ['ations', 'at'], ['ation', 'at'], ['ments', ''], ['ment', ''], ['ingly', ''], ['ings', ''], ['ing', ''],
    ['edly', ''], ['ed', ''], ['ly', ''], ['ful', ''], ['ness', ''], ['ical', ''], ['ic', ''],
  ];
  for (const [suffix, replacement] of suffixes) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    if (base.length >= 3 && VOWEL.test(base)) {
      w = base + replacement;
      if ((suffix.startsWith('ing') || suffix.startsWith('ed')) && /([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
    }
    break;
  }
  if (w.endsWith('y') && w.length > 3 && !VOWEL.test(w.at(-2) ?? '')) w = `${w.slice(0, -1)}i`;
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

const TERM_CACHE_MAX = 20_000;
const termCache = new Map<string, string[]>();

/**
 * Index terms of one token: the stem of its canonical word, plus the word as written
 * so that fuzzy matching can still catch a typo that the stemmer would not.
 */
export function termsOf(token: string): string[] {
  const cached = termCache.get(token);
  if (cached) return cached;
  const canonical = canonicalWord(token);
  const stemmed = canonical === null ? undefined : stem(canonical);
  const terms = stemmed === undefined ? [] : stemmed === token ? [stemmed] : [stemmed, token];
  // The site's vocabulary repeats in every index and question; visitors' typos must not grow the cache forever.
  if (termCache.size < TERM_CACHE_MAX) termCache.set(token, terms);
  return terms;
}

/** Texts whose terms are kept up to this many; visitors' own words must not grow the cache forever. */
const STATED_CACHE_MAX = 5_000;
const statedCache = new Map<string, ReadonlySet<string>>();

/** Every term a text states, remembered: the same replies and sentences are read for every candidate of every ask. */
export function statedTerms(text: string): ReadonlySet<string> {
  let stated = statedCache.get(text);
  if (!stated) {
    stated = new Set(tokenize(normalise(text)).flatMap(termsOf));
    if (statedCache.size >= STATED_CACHE_MAX) statedCache.delete(statedCache.keys().next().value as string);
    statedCache.set(text, stated);
  }
  return stated;
}

/** Shortest beginning of a stated term that counts as stating a longer word's start ("integr" in "integrations"). */
export const LEAST_BEGINNING = 4;
const beginningsCache = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

/**
 * Every beginning of at least LEAST_BEGINNING letters of the terms a text states (whole terms included), kept as
 * long as the text's terms are: "does a stated term start with this one" is one look-up, not a pass over them.
 */
export function statedBeginnings(text: string): ReadonlySet<string> {
  const stated = statedTerms(text);
  let beginnings = beginningsCache.get(stated);
  if (!beginnings) {
    const all = new Set<string>();
    for (const term of stated) for (let end = LEAST_BEGINNING; end <= term.length; end += 1) all.add(term.slice(0, end));
    beginningsCache.set(stated, (beginnings = all));
  }
  return beginnings;
}

/** Content words of a question, each with its search terms; stop words dropped. */
export function queryWords(text: string): Array<{ word: string; terms: string[] }> {
  const seen = new Set<string>();
  const words: Array<{ word: string; terms: string[] }> = [];
  for (const token of tokenize(normalise(text))) {
    const terms = termsOf(token);
    if (terms.length === 0 || seen.has(terms[0])) continue;
    seen.add(terms[0]);
    words.push({ word: token, terms });
  }
  return words;
}

/**
 * Words that only frame a question ("what is", "can I", "do you"). Far fewer than the stop words: two
 * questions are the same question only when every other word, "need" and "business" included, is shared.
 */
const FRAMING_WORDS = new Set(
  ('a an the i we you u ur your my our me us it its is are am be was were do does did can could would will should to of for in ' +
    'on at by with and or please pls what how when where who why which there this that these any some r').split(' '),
);

/** The words a question asks with, beyond its framing, each in its canonical stemmed form. */
export function questionTerms(text: string): Set<string> {
  return new Set(
    tokenize(normalise(text))
      .filter((token) => !FRAMING_WORDS.has(token))
      .map((token) => stem(synonymOf(token))),
  );
}

/** A text that states a price. */
export const PRICE = /\$\d/;
/** An age a text states: "18 or older", "at least 18 years old". */
export const AGE = /\b\d+ or older\b|\bunder (the age of )?\d+\b|\b\d+ years? (of age|old)\b/i;
export const DURATION = /\b\d+(?:\s?-\s?\d+)?\s?(?:minutes?|hours?|h|days?|business days?|weeks?|months?)\b/i;

/**
 * Terms implied by what a text states rather than the words it uses: a text that
 * quotes a dollar amount answers "how much", one that states a duration answers "how long".
 */
export function impliedTerms(text: string): string {
  return [PRICE.test(text) ? 'price' : '', DURATION.test(text) ? 'duration' : '', AGE.test(text) ? 'age' : ''].filter(Boolean).join(' ');
}
