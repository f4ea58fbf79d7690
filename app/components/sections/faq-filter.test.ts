import type { FaqEntry } from '~/content/types';
import { ALL_CATEGORIES, EMPTY_CATEGORY_TEXT, FAQ_SEARCH_THRESHOLD, categoryOf, faqCategories, faqCountText, faqHeading, filterFaqs, offersFaqSearch, splitInHalves } from './faq-filter';
import { faqMatchCountText, faqNoMatchText, isSearching, normalizeForSearch, queryTerms, searchFaqs } from './faq-search';

/** What the FAQ shows: the chosen category, narrowed by the query. */
const visibleFaqs = (items: FaqEntry[], category: string, query: string) => searchFaqs(filterFaqs(items, category), query);

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

describe('FAQ search', () => {
  const questions = (found: FaqEntry[]) => found.map((entry) => entry.q);

  it('is offered when there are more than 12 entries', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => ({ q: `Q${index}`, a: 'A' }));
    expect(FAQ_SEARCH_THRESHOLD).toBe(12);
    expect(offersFaqSearch(many(12))).toBe(false);
    expect(offersFaqSearch(many(13))).toBe(true);
  });

  it('compares without case, accents, curly quotes or extra spaces', () => {
    expect(normalizeForSearch('  À La   Carte ’n’ MORE ')).toBe("a la carte 'n' more");
    expect(queryTerms('  Cost?  "setup", ')).toEqual(['cost', 'setup']);
    expect(queryTerms('$147 24/7')).toEqual(['$147', '24/7']);
    expect(queryTerms(' ?! ')).toEqual([]);
    expect(isSearching('  ')).toBe(false);
    expect(isSearching(' vale ')).toBe(true);
  });

  it('finds a word in the question or in the answer, case-insensitively, also inside longer words', () => {
    expect(questions(searchFaqs(entries, 'SETUP'))).toEqual(['How fast is setup?']);
    expect(questions(searchFaqs(entries, 'month'))).toEqual(['What does Vale cost?']);
    expect(questions(searchFaqs(entries, 'cancel'))).toEqual(['Can I cancel anytime?']);
    expect(questions(searchFaqs(entries, 'day'))).toEqual(['How fast is setup?']);
  });

  it('needs every word of the query, in any order', () => {
    expect(questions(searchFaqs(entries, 'vale month'))).toEqual(['What does Vale cost?']);
    expect(questions(searchFaqs(entries, 'month vale'))).toEqual(['What does Vale cost?']);
    expect(searchFaqs(entries, 'vale contracts')).toEqual([]);
  });

  it('keeps every entry, in order, for a blank query', () => {
    expect(searchFaqs(entries, '')).toEqual(entries);
    expect(searchFaqs(entries, '   ')).toEqual(entries);
  });

  it('reads the answer as the visitor does when told how', () => {
    const withPlaceholder: FaqEntry[] = [{ q: 'How do I reach you?', a: 'Call {phone}.' }];
    expect(searchFaqs(withPlaceholder, '555')).toEqual([]);
    expect(searchFaqs(withPlaceholder, '555', (entry) => entry.a.replace('{phone}', '(832) 555-0142'))).toEqual(withPlaceholder);
  });

  it('narrows the chosen category only', () => {
    expect(questions(visibleFaqs(entries, 'Pricing & Packages', 'cancel'))).toEqual(['Can I cancel anytime?']);
    expect(visibleFaqs(entries, 'Setup & Support', 'cancel')).toEqual([]);
    expect(questions(visibleFaqs(entries, ALL_CATEGORIES, 'a'))).toEqual(questions(entries.filter((entry) => /a/i.test(entry.q + entry.a))));
    expect(visibleFaqs(entries, 'Pricing & Packages', '')).toEqual(filterFaqs(entries, 'Pricing & Packages'));
  });

  it('words the count of matches and the message when none match', () => {
    expect(faqMatchCountText(3, ALL_CATEGORIES, ' setup ')).toBe('3 questions match “setup”');
    expect(faqMatchCountText(1, ALL_CATEGORIES, 'setup')).toBe('1 question matches “setup”');
    expect(faqMatchCountText(2, 'Websites', 'setup')).toBe('2 questions match “setup” in this category');
    expect(faqNoMatchText(ALL_CATEGORIES, 'xyz')).toBe('No questions match “xyz”.');
    expect(faqNoMatchText('Websites', 'xyz')).toBe('No questions match “xyz” in this category.');
  });
});
