import { GENERAL_FAQ_CATEGORIES, allFaqs, generalFaq, pageFaqs } from '~/content/faqs';
import { pages } from './pages';
import { claims } from './company';
import { STARTING_PRICES, startingAmount, startingPrice, type PricedOffering } from './prices';

const pageEntries = pageFaqs().flatMap(([, entries]) => entries);
const PAGE_PATH = new RegExp(`(?<![\\w/])(${pages.map((page) => page.path.replace(/[/]/g, '\\/')).filter((path) => path !== '\\/').join('|')})(?![\\w-])`);

describe('general FAQ', () => {
  it('has about 50 entries or more (SPEC §2)', () => {
    expect(generalFaq.length).toBeGreaterThanOrEqual(50);
  });

  it('uses exactly the nine categories of the spec, in their listed order', () => {
    expect(GENERAL_FAQ_CATEGORIES).toEqual([
      'General Business',
      'Pricing & Packages',
      'ATOM CRM',
      'AI Employee (Vale)',
      'Websites',
      'Marketing & Advertising',
      'Setup & Support',
      'Development & Custom AI',
      'Strategy Sessions',
    ]);
    expect([...new Set(generalFaq.map((entry) => entry.category))].sort()).toEqual([...GENERAL_FAQ_CATEGORIES].sort());
  });

  it('names, in every answer, the page that covers its topic', () => {
    for (const entry of generalFaq) expect(entry.a, entry.q).toMatch(PAGE_PATH);
  });
});

describe('every FAQ entry', () => {
  it('asks a question and files it, when filed, under a category of the general FAQ', () => {
    for (const entry of [...generalFaq, ...pageEntries]) {
      expect(entry.q, entry.q).toMatch(/\?$/);
      if (entry.category !== undefined) expect(GENERAL_FAQ_CATEGORIES, entry.q).toContain(entry.category);
    }
  });

  it('asks a question no other entry asks', () => {
    const keys = [...generalFaq, ...pageEntries].map((entry) => entry.q.trim().toLowerCase());
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

describe('allFaqs', () => {
  const entries = allFaqs();

  it('contains every general and page entry, each question once', () => {
    const questions = new Set(entries.map((entry) => entry.q));
    for (const entry of [...generalFaq, ...pageEntries]) expect(questions.has(entry.q)).toBe(true);
    const keys = entries.map((entry) => entry.q.trim().toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ...(Object.keys(STARTING_PRICES) as PricedOffering[]).flatMap((id) => [startingAmount(id), startingAmount(id, 'overview')]),
    claims.implementation,
    'cancel',
    'financing',
    'no contracts',
    '0.0182',
    '0.0111',
    '0.0108',
    '160-character',
    '45 days',
    '48 hours',
    '30 minutes',
    '4.9/5',
    '99.9%',
    'under 24 hours',
    'under 30 seconds',
    '60%+',
    'Canada',
  ])('answer with the fact "%s" somewhere, so Vale can quote it', (fact) => {
    expect(entries.some((entry) => entry.a.toLowerCase().includes(fact.toLowerCase()))).toBe(true);
  });

  it('quote both readings of the marketing price in one answer', () => {
    expect(entries.some((entry) => entry.a.includes(startingPrice('marketing')) && entry.a.includes(startingPrice('marketing', 'overview')))).toBe(true);
  });
});
