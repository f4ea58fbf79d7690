/**
 * The FAQ category filter (SPEC §2 "General FAQ"): "All" plus the sorted categories, an entry without
 * a category counting as "General"; the heading and count shown for a choice; the two-column split.
 * A long FAQ also has a search that narrows the chosen category to the questions matching every word typed.
 */
import type { FaqEntry } from '~/content/types';

export const ALL_CATEGORIES = 'All';
export const DEFAULT_CATEGORY = 'General';
export const EMPTY_CATEGORY_TEXT = 'No questions found in this category.';

export function categoryOf(entry: FaqEntry): string {
  return entry.category?.trim() || DEFAULT_CATEGORY;
}

/** Filter buttons in order: "All", then every category once, sorted. */
export function faqCategories(entries: FaqEntry[]): string[] {
  const categories = [...new Set(entries.map(categoryOf))].sort((a, b) => a.localeCompare(b, 'en'));
  return [ALL_CATEGORIES, ...categories];
}

export function filterFaqs(entries: FaqEntry[], category: string): FaqEntry[] {
  return category === ALL_CATEGORIES ? entries : entries.filter((entry) => categoryOf(entry) === category);
}

/** "Pricing & Packages Questions"; "All Questions" for everything. */
export function faqHeading(category: string): string {
  return `${category} Questions`;
}

/** "5 questions in this category" ("1 question…"); for "All", "50 questions in all categories". */
export function faqCountText(count: number, category: string): string {
  const noun = count === 1 ? 'question' : 'questions';
  return category === ALL_CATEGORIES ? `${count} ${noun} in all categories` : `${count} ${noun} in this category`;
}

/** Two columns: the first half (rounded up) and the second half. */
export function splitInHalves<T>(items: T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}

/** A FAQ with more entries than this offers a search field beside its category buttons. */
export const FAQ_SEARCH_THRESHOLD = 12;

export function offersFaqSearch(entries: FaqEntry[]): boolean {
  return entries.length > FAQ_SEARCH_THRESHOLD;
}

/** How typed words and FAQ text are compared: lower case, accents and curly quotes folded, spaces collapsed. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, normalised, without the punctuation around them ("cost?" is "cost"); none for a blank query. */
export function queryTerms(query: string): string[] {
  return normalizeForSearch(query)
    .split(' ')
    .map((word) => word.replace(/^[^\p{L}\p{N}$%&]+|[^\p{L}\p{N}$%&]+$/gu, ''))
    .filter((word) => word !== '');
}

/**
 * The entries whose question or answer holds every word of the query (in any order, as part of a word too:
 * "price" finds "pricing"); every entry for a blank query. `answerText` gives an answer as the visitor reads it.
 */
export function searchFaqs(entries: FaqEntry[], query: string, answerText: (entry: FaqEntry) => string = (entry) => entry.a): FaqEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return entries;
  return entries.filter((entry) => {
    const text = normalizeForSearch(`${entry.q} ${answerText(entry)}`);
    return terms.every((term) => text.includes(term));
  });
}

/** What the FAQ shows: the chosen category, narrowed by the query. */
export function visibleFaqs(entries: FaqEntry[], category: string, query: string, answerText?: (entry: FaqEntry) => string): FaqEntry[] {
  return searchFaqs(filterFaqs(entries, category), query, answerText);
}

/** Whether a query narrows the list (it has at least one word). */
export function isSearching(query: string): boolean {
  return queryTerms(query).length > 0;
}

/** '3 questions match “setup”', '1 question matches “setup” in this category'. */
export function faqMatchCountText(count: number, category: string, query: string): string {
  const found = count === 1 ? 'question matches' : 'questions match';
  return `${count} ${found} “${query.trim()}”${category === ALL_CATEGORIES ? '' : ' in this category'}`;
}

/** 'No questions match “xyz”.' ('… in this category.' under a category). */
export function faqNoMatchText(category: string, query: string): string {
  return `No questions match “${query.trim()}”${category === ALL_CATEGORIES ? '' : ' in this category'}.`;
}
