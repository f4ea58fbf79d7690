/**
 * Typo correction against the site's own words: a word that is neither the content's nor English, one
 * slip (a letter missing, extra, wrong or two swapped) away from one the content uses, becomes that word
 * ("phne" → "phone", "sytem" → "system"). A real word is left alone ("info" is not "into", "submarines"
 * not "summaries"), so it means what the visitor meant, unless the content spells it the other side of
 * the Atlantic ("recognize" → "recognise").
 */
import { editDistance } from './search';
import { normalise } from './normalise';
import { isEnglishWord } from './english-words';
import { tokenize } from './text';
import { isKnownWord } from './vocabulary';

export interface Speller {
  /** The message with each word the content does not know replaced by its nearest known word, if one is one slip away. */
  correct(message: string): string;
}

/** Words this short are too ambiguous to correct ("hw" is handled as shorthand). */
const MIN_LENGTH = 4;

/** Slips that are words of their own, but in a question to a business only ever slips: "how long dose setup take". */
const WORD_SLIPS = new Map([['dose', 'does']]);

/** An American spelling's British forms, the content's: "recognize" → "recognise", "honor" → "honour". */
function britishSpellings(word: string): string[] {
  return [word.replace(/iz(e|es|ed|ing|ation)$/, 'is$1'), word.replace(/or(s?)$/, 'our$1')].filter((other) => other !== word);
}

export function createSpeller(texts: readonly string[]): Speller {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of tokenize(normalise(text))) {
      if (/^[a-z]+$/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const byLength = new Map<number, string[]>();
  for (const word of counts.keys()) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  const corrections = new Map<string, string | null>();

  function nearest(word: string): string | null {
    const cached = corrections.get(word);
    if (cached !== undefined) return cached;
    let best: string | null = null;
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      for (const candidate of byLength.get(length) ?? []) {
        if (editDistance(word, candidate) !== 1) continue;
        if (!best || (counts.get(candidate) ?? 0) > (counts.get(best) ?? 0)) best = candidate;
      }
    }
    if (corrections.size > 10_000) corrections.clear();
    corrections.set(word, best);
    return best;
  }

  return {
    correct(message) {
      return message.replace(/[A-Za-z]+/g, (word) => {
        const lower = word.toLowerCase();
        if (lower.length < MIN_LENGTH || counts.has(lower) || isKnownWord(lower)) return word;
        const slip = WORD_SLIPS.get(lower);
        if (slip) return slip;
        if (isEnglishWord(lower)) return britishSpellings(lower).find((other) => counts.has(other)) ?? word;
        return nearest(lower) ?? word;
      });
    },
  };
}
