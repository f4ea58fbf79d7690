/**
 * The shape of an answer an owner teaches Vale (assistant-answers.ts), and the two ways such an answer
 * states a figure without retyping it:
 *
 *   said`Our CRM starts at ${startingPrice('crm')}.`   own words, with each figure taken from its owner
 *   stated(termsOfService, 'charge is wrong')          the one sentence of a page that says it, word for word
 *
 * said`…` keeps the answer's own words apart from the values put into it, so a test can refuse a figure
 * typed in the words; a price or a term changed where it is owned then changes the answer too.
 */
import type { PagePath } from './pages';
import type { LegalSection } from './types';

/** An answer's text, with the words written for it kept apart from the values taken from content. */
export interface Said {
  readonly text: string;
  /** Every part of the template outside `${…}`: the only text an owner typed. */
  readonly ownWords: readonly string[];
}

export interface TaughtAnswer {
  /** Unique and stable: lower-case words joined by hyphens. */
  id: string;
  /** The ways visitors ask it, at least three. */
  phrasings: readonly string[];
  answer: Said;
  /** The page that covers it, linked when the answer names none. */
  page: PagePath;
}

/** Tag for an answer's text: `said\`… ${figure} …\``. */
export function said(words: TemplateStringsArray, ...values: ReadonlyArray<string | number>): Said {
  const text = words.reduce((joined, part, index) => `${joined}${String(values[index - 1])}${part}`);
  return { text: text.replace(/\s+/g, ' ').trim(), ownWords: [...words] };
}

export { startingPrice } from './prices';

/** What a page or policy says: its paragraphs, or a document made of them. */
export type Statements =
  | readonly string[]
  | {
      readonly title?: string;
      readonly intro?: readonly string[];
      readonly sections?: readonly LegalSection[];
      readonly closing?: readonly string[];
    };

/** Splits after . ! ? followed by a space and a capital or quote, so "$0.0182" and "9:00 AM" stay whole. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z"“(])/;

/** A list item ("- we accept credit cards …;") as a sentence of its own. */
function itemSentence(item: string): string {
  const text = item.replace(/^-\s*/, '').replace(/[;,.]?\s*(and|or)?\s*$/, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const isParagraphs = (source: Statements): source is readonly string[] => Array.isArray(source);

function sentencesOf(source: Statements): string[] {
  const paragraphs = isParagraphs(source)
    ? source
    : [...(source.intro ?? []), ...(source.sections ?? []).flatMap((section) => section.body), ...(source.closing ?? [])];
  return paragraphs.flatMap((paragraph) => {
    const text = paragraph.trim();
    return text.startsWith('- ') ? [itemSentence(text)] : text.split(SENTENCE_END);
  });
}

/**
 * The one sentence of `source` that contains `words` (any case), as the page states it. Found by its words,
 * never by a figure, so a figure changed there is quoted as changed; a sentence reworded so that it no longer
 * holds the words, or holds them twice, is an error the tests show.
 */
export function stated(source: Statements, words: string): string {
  if (/\d/.test(words)) throw new Error(`Find a sentence by its words, not by a figure: "${words}".`);
  const wanted = words.toLowerCase();
  const found = sentencesOf(source).filter((sentence) => sentence.toLowerCase().includes(wanted));
  const where = isParagraphs(source) || !source.title ? '' : ` in the ${source.title}`;
  if (found.length === 0) throw new Error(`No sentence${where} says "${words}".`);
  if (new Set(found).size > 1) throw new Error(`${found.length} sentences${where} say "${words}"; give more of the words of the one meant.`);
  return found[0];
}
