import { pages } from '~/content/pages';
import { siteConfig } from '~/site.config';
import { absoluteUrl, faqJsonLd, organizationJsonLd, pageMeta } from './seo';
import { STARTING_PRICES } from '~/content/prices';

type Descriptor = Record<string, unknown>;
const find = (meta: Descriptor[], key: string, value: string) => meta.find((d) => d[key] === value);

describe('pageMeta', () => {
  it('gives every page a unique title, a description of 50+ characters and an absolute canonical URL', () => {
    const titles = new Set<string>();
    for (const page of pages) {
      const meta = pageMeta(page.path) as Descriptor[];
      const title = meta.find((d) => 'title' in d)?.title as string;
      expect(titles.has(title)).toBe(false);
      titles.add(title);
      expect((find(meta, 'name', 'description')?.content as string).length).toBeGreaterThanOrEqual(50);
      expect(find(meta, 'rel', 'canonical')?.href).toBe(new URL(page.path, siteConfig.siteUrl).href);
      expect(find(meta, 'property', 'og:title')?.content).toBe(title);
      expect(find(meta, 'property', 'og:image')?.content).toMatch(/^https:\/\//);
      expect(find(meta, 'name', 'robots')?.content).toBe(page.noIndex ? 'noindex, follow' : 'index, follow');
      expect(meta.some((d) => 'script:ld+json' in d)).toBe(true);
    }
  });

  it('marks exactly the four legal pages and the two forms\' confirmation pages noindex', () => {
    expect(pages.filter((p) => p.noIndex).map((p) => p.path).sort()).toEqual(
      ['/acceptable-use-policy', '/contact/thank-you', '/cookie-policy', '/privacy-policy', '/privacy-request/received', '/terms-of-service'],
    );
  });

  it('describes a page FAQ as an FAQPage with placeholders filled in, and gives articles their headline', () => {
    const meta = pageMeta('/phone', { faqs: [{ q: 'How do I reach you?', a: 'Call {phone}.' }, { q: 'Prices?', a: 'See /pricing.' }] }) as Descriptor[];
    const data = meta.filter((d) => 'script:ld+json' in d).map((d) => d['script:ld+json'] as Record<string, unknown>);
    const faq = data.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity[0]!.acceptedAnswer.text).not.toContain('{phone}');
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toMatch(/^Call \(\d{3}\)/);
    expect(faq.mainEntity[1]!.acceptedAnswer.text).toBe('See our pricing page.');
    const article = (pageMeta('/privacy-policy', { headline: 'Privacy Policy' }) as Descriptor[])
      .map((d) => d['script:ld+json'] as Record<string, unknown> | undefined)
      .find((block) => block?.['@type'] === 'Article');
    expect(article?.headline).toBe('Privacy Policy');
    expect(pageMeta('/ai').filter((d) => 'script:ld+json' in d)).toHaveLength(1);
  });

  it('adds extra structured data such as an FAQ', () => {
    const meta = pageMeta('/pricing', { jsonLd: [faqJsonLd([{ q: 'Q?', a: 'A.' }])] }) as Descriptor[];
    expect(meta.filter((d) => 'script:ld+json' in d)).toHaveLength(2);
  });
});

describe('organizationJsonLd', () => {
  it('carries the facts of SPEC §3', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading a free-form JSON-LD object
    const org = organizationJsonLd() as Record<string, any>;
    expect(org.foundingDate).toBe('2023');
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 150 });
    // From the assistant's price to the partner plan's overview price, without separators (SPEC §3 "$147 to $2500").
    expect(org.priceRange).toBe(`$${STARTING_PRICES.ai.overview.amount} - $${STARTING_PRICES['infinity-partner'].overview.amount} per month`);
    expect(org.paymentAccepted).toBe('Credit Card, Debit Card, Bank Transfer');
    expect(org.currenciesAccepted).toBe('USD');
    expect(org.openingHoursSpecification.dayOfWeek).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(org.url).toBe(absoluteUrl('/'));
  });
});
