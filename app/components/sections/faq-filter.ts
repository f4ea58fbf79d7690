/**
 * The FAQ category filter (SPEC §2 "General FAQ"): "All" plus the sorted categories, an entry without
 * a category counting as "General"; the heading and count shown for a choice; the two-column split.
 * A long FAQ may also have a search (./faq-search.tsx), which only the pages that offer it load.
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
  // Code-unit order, the same as English order for these capitalised names; localeCompare would load the
  // browser's collation data while the page hydrates.
  const categories = [...new Set(entries.map(categoryOf))].sort();
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

/** A FAQ with more entries than this shows the search field its page gives it (./faq-search.tsx). */
export const FAQ_SEARCH_THRESHOLD = 12;

export function offersFaqSearch(entries: FaqEntry[]): boolean {
  return entries.length > FAQ_SEARCH_THRESHOLD;
}
