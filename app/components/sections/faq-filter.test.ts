import type { FaqEntry } from '~/content/types';
import {
  ALL_CATEGORIES,
  EMPTY_CATEGORY_TEXT,
  categoryOf,
  faqCategories,
  faqCountText,
  faqHeading,
  filterFaqs,
  splitInHalves,
} from './faq-filter';

const entries: FaqEntry[] = [
  { q: 'How fast is setup?', a: '3 business days.', category: 'Setup & Support' },
  { q: 'Do you have contracts?', a: 'No.' },
  { q: 'What does Vale cost?', a: 'From $147 per month.', category: 'Pricing & Packages' },
  { q: 'Can I cancel anytime?', a: 'Yes.', category: 'Pricing & Packages' },
  { q: 'Who are you?', a: 'A small team.', category: 'General Business' },
];

describe('FAQ filter', () => {
  it('counts an entry without a category as "General"', () => {
    expect(categoryOf({ q: 'q', a: 'a' })).toBe('General');
    expect(categoryOf({ q: 'q', a: 'a', category: '  ' })).toBe('General');
    expect(categoryOf({ q: 'q', a: 'a', category: 'Websites' })).toBe('Websites');
  });

  it('offers "All" first, then each category once, sorted', () => {
    expect(faqCategories(entries)).toEqual(['All', 'General', 'General Business', 'Pricing & Packages', 'Setup & Support']);
    expect(faqCategories([])).toEqual(['All']);
  });

  it('filters by category; "All" keeps every entry in order', () => {
    expect(filterFaqs(entries, ALL_CATEGORIES)).toEqual(entries);
    expect(filterFaqs(entries, 'Pricing & Packages').map((entry) => entry.q)).toEqual([
      'What does Vale cost?',
      'Can I cancel anytime?',
    ]);
    expect(filterFaqs(entries, 'General').map((entry) => entry.q)).toEqual(['Do you have contracts?']);
    expect(filterFaqs(entries, 'Websites')).toEqual([]);
  });

  it('words the heading and the count', () => {
    expect(faqHeading('Pricing & Packages')).toBe('Pricing & Packages Questions');
    expect(faqHeading(ALL_CATEGORIES)).toBe('All Questions');
    expect(faqCountText(2, 'Pricing & Packages')).toBe('2 questions in this category');
    expect(faqCountText(1, 'General')).toBe('1 question in this category');
    expect(faqCountText(0, 'Websites')).toBe('0 questions in this category');
    expect(faqCountText(5, ALL_CATEGORIES)).toBe('5 questions in all categories');
    expect(EMPTY_CATEGORY_TEXT).toBe('No questions found in this category.');
  });

  it('splits into a first half (rounded up) and a second half', () => {
    expect(splitInHalves([1, 2, 3, 4, 5])).toEqual([[1, 2, 3], [4, 5]]);
    expect(splitInHalves([1, 2])).toEqual([[1], [2]]);
    expect(splitInHalves([])).toEqual([[], []]);
  });
});
