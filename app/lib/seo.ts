/**
 * Page heads: title, description, keywords, canonical URL, Open Graph and
 * Twitter tags, robots and JSON-LD, all built from app/content/pages.ts and
 * site.config.ts so every page is described the same way.
 */
import type { MetaDescriptor } from 'react-router';
import { company, resolvePlaceholders } from '~/content/company';
import { type PageEntry, pageByPath, pageNames } from '~/content/pages';
import { siteConfig } from '~/site.config';
import { withPageNames } from './linkify';

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).href;
}

export type JsonLd = Record<string, unknown>;

/** The business as schema.org sees it (SPEC §3 "Organization structured data"). */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': absoluteUrl('/#organization'),
    name: siteConfig.brandName,
    legalName: siteConfig.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl(siteConfig.socialImage),
    description: pageByPath('/').description,
    foundingDate: String(company.foundingYear),
    telephone: siteConfig.phone.e164,
    email: siteConfig.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: siteConfig.address.locality,
      addressRegion: siteConfig.address.region,
      addressCountry: siteConfig.address.country,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: company.rating.value,
      reviewCount: company.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    priceRange: company.priceRange.display,
    paymentAccepted: company.paymentMethods.join(', '),
    currenciesAccepted: company.currency,
    areaServed: company.areasServed.map((name) => ({ '@type': 'Place', name })),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: company.hours.days,
      opens: company.hours.opens,
      closes: company.hours.closes,
    },
    sameAs: Object.values(siteConfig.social),
  };
}

function webPageJsonLd(page: PageEntry, headline?: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': page.type === 'article' ? 'Article' : 'WebPage',
    ...(page.type === 'article' ? { headline: headline ?? page.title } : { name: page.title }),
    url: absoluteUrl(page.path),
    description: page.description,
    inLanguage: 'en',
    isPartOf: { '@type': 'WebSite', name: siteConfig.brandName, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', name: siteConfig.brandName, url: absoluteUrl('/') },
  };
}

/** FAQPage structured data for pages that show a FAQ: plain text worded as the page shows it ("our pricing page"). */
export function faqJsonLd(entries: { q: string; a: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.q,
      acceptedAnswer: { '@type': 'Answer', text: withPageNames(resolvePlaceholders(entry.a), pageNames) },
    })),
  };
}

export interface PageMetaOptions {
  /** Extra structured data beside the page's own. */
  jsonLd?: JsonLd[];
  /** The FAQ the page shows: described as an FAQPage. */
  faqs?: { q: string; a: string }[];
  /** An article's headline (its <h1>); the title otherwise. */
  headline?: string;
}

/** The full head of one page, for a route module's `meta` export. */
export function pageMeta(path: string, options: PageMetaOptions = {}): MetaDescriptor[] {
  const page = pageByPath(path);
  return buildMeta(page, options);
}

function buildMeta(page: PageEntry, options: PageMetaOptions = {}): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(page.image ?? siteConfig.socialImage);
  const ogType = page.type === 'article' ? 'article' : 'website';
  const structured = [
    page.path === '/' ? organizationJsonLd() : webPageJsonLd(page, options.headline),
    ...(options.faqs && options.faqs.length > 0 ? [faqJsonLd(options.faqs)] : []),
    ...(options.jsonLd ?? []),
  ];
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { name: 'keywords', content: page.keywords.join(', ') },
    { name: 'robots', content: page.noIndex ? 'noindex, follow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteConfig.brandName },
    { property: 'og:type', content: ogType },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    ...structured.map((data) => ({ 'script:ld+json': data })),
  ];
}
