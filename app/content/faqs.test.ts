import { PAGE_COPY } from '~/content/page-copy';
import { GENERAL_FAQ_CATEGORIES, allFaqs, generalFaq, pageFaqs } from '~/content/faqs';
import { claims } from './company';
import { STARTING_PRICES, startingAmount, startingPrice, type PricedOffering } from './prices';

const categoryCount = (category: string) => generalFaq.filter((entry) => entry.category === category).length;

describe('general FAQ', () => {
  it('has at least 50 entries', () => {
    expect(generalFaq.length).toBeGreaterThanOrEqual(50);
  });

  it('uses exactly the nine categories, in their listed order', () => {
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
    const used = new Set(generalFaq.map((entry) => entry.category));
    expect([...used].sort()).toEqual([...GENERAL_FAQ_CATEGORIES].sort());
  });

  it.each([...GENERAL_FAQ_CATEGORIES])('has at least 5 entries in %s', (category) => {
    expect(categoryCount(category)).toBeGreaterThanOrEqual(5);
  });

  it('has no empty questions or answers', () => {
    for (const entry of generalFaq) {
      expect(entry.q.trim()).not.toBe('');
      expect(entry.a.trim()).not.toBe('');
    }
  });
});

describe('page FAQs', () => {
  it('have the counts their pages show', () => {
    expect(PAGE_COPY['/phone'].faq).toHaveLength(6);
    expect(PAGE_COPY['/websites'].faq).toHaveLength(6);
    expect(PAGE_COPY['/time-travel'].faq).toHaveLength(4);
    expect(PAGE_COPY['/ai'].faq).toHaveLength(6);
    expect(PAGE_COPY['/crm'].faq).toHaveLength(6);
    expect(PAGE_COPY['/marketing'].faq).toHaveLength(6);
    expect(PAGE_COPY['/development'].faq).toHaveLength(6);
    expect(PAGE_COPY['/solutions'].faq).toHaveLength(5);
    expect(PAGE_COPY['/pricing'].faq.length).toBeGreaterThanOrEqual(6);
  });

  it('carry no categories, except on the pricing page', () => {
    for (const [page, entries] of pageFaqs()) {
      if (page === '/pricing') continue;
      for (const entry of entries) expect(entry.category).toBeUndefined();
    }
  });
});

describe('allFaqs', () => {
  const entries = allFaqs();

  it('contains every general and page entry', () => {
    const questions = new Set(entries.map((entry) => entry.q));
    for (const entry of [...generalFaq, ...pageFaqs().flatMap(([, faq]) => faq)]) expect(questions.has(entry.q)).toBe(true);
  });

  it('has no duplicate questions', () => {
    const keys = entries.map((entry) => entry.q.trim().toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has no duplicate questions before deduplication either', () => {
    const keys = [...generalFaq, ...pageFaqs().flatMap(([, faq]) => faq)].map((entry) => entry.q.trim().toLowerCase());
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
  ])('states the fact "%s" in some answer', (fact) => {
    expect(entries.some((entry) => entry.a.toLowerCase().includes(fact.toLowerCase()))).toBe(true);
  });

  it('quotes the marketing price with both readings', () => {
    expect(
      entries.some((entry) =>
        entry.a.includes(`Marketing plans start at ${startingPrice('marketing')} on our pricing page (entry marketing services from ${startingPrice('marketing', 'overview')})`),
      ),
    ).toBe(true);
  });

  it('uses the {phone} placeholder rather than a written-out number', () => {
    const all = entries.map((entry) => entry.a).join('\n');
    expect(all).toContain('{phone}');
    expect(all).not.toMatch(/\(\d{3}\) \d{3}-\d{4}/);
  });

  it('leaves no unfilled template expressions', () => {
    for (const entry of entries) {
      expect(entry.q + entry.a).not.toMatch(/\$\{|undefined/);
    }
  });
});
