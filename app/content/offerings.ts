/**
 * The offerings (SPEC §1): what each is, where it lives and its starting prices, which prices.ts owns.
 */
import { siteConfig } from '~/site.config';
import { formatPrice, STARTING_PRICES } from './prices';
import type { Offering } from './types';

export const offerings: Offering[] = [
  {
    id: 'ai',
    name: `${siteConfig.assistantName} AI`,
    shortName: 'AI',
    href: '/ai',
    icon: 'bot',
    summary: `${siteConfig.assistantName}, a 24/7 AI employee that answers calls and chats, qualifies leads, books appointments and updates your CRM.`,
    overviewPrice: STARTING_PRICES.ai.overview,
    pricingPagePrice: STARTING_PRICES.ai.pricing,
  },
  {
    id: 'crm',
    name: `${siteConfig.crmName} CRM`,
    shortName: 'CRM',
    href: '/crm',
    icon: 'layout-dashboard',
    summary: `${siteConfig.crmName}, the all-in-one CRM and marketing platform: pipeline, inbox, calendar, campaigns and automations in one login, with a mobile app.`,
    overviewPrice: STARTING_PRICES.crm.overview,
    pricingPagePrice: STARTING_PRICES.crm.pricing,
  },
  {
    id: 'marketing',
    name: 'Marketing',
    shortName: 'Marketing',
    href: '/marketing',
    icon: 'megaphone',
    summary: 'Year-round marketing automation, branding and a content studio that keeps your business in front of the right customers every month.',
    overviewPrice: STARTING_PRICES.marketing.overview,
    pricingPagePrice: STARTING_PRICES.marketing.pricing,
  },
  {
    id: 'phone',
    name: 'Business Phone',
    shortName: 'Phone',
    href: '/phone',
    icon: 'phone-call',
    summary: 'Business phone numbers, calling and two-way texting with call tracking and AI answering, all synced to your CRM.',
    overviewPrice: STARTING_PRICES.phone.overview,
    pricingPagePrice: STARTING_PRICES.phone.pricing,
  },
  {
    id: 'website',
    name: 'AI Websites',
    shortName: 'Website',
    href: '/websites',
    icon: 'globe',
    summary: 'Fast, mobile-first websites with a built-in AI assistant that answers visitors, captures leads and books calls straight into your calendar.',
    overviewPrice: STARTING_PRICES.website.overview,
    pricingPagePrice: STARTING_PRICES.website.pricing,
  },
  {
    id: 'development',
    name: 'Custom Development',
    shortName: 'Development',
    href: '/development',
    icon: 'code',
    summary: 'Custom software and custom AI: internal tools, integrations and automations built around the way your team already works.',
    overviewPrice: STARTING_PRICES.development.overview,
    pricingPagePrice: STARTING_PRICES.development.pricing,
  },
  {
    id: 'anti-ai',
    name: 'Anti-AI',
    shortName: 'Anti-AI',
    href: '/anti-ai',
    icon: 'shield-off',
    summary: 'Something for the people who would rather talk to a person. Coming soon.',
    comingSoon: true,
  },
  {
    id: 'infinity-partner',
    name: 'Infinity Partner',
    shortName: 'Infinity Partner',
    href: '/pricing#infinity-partner',
    icon: 'infinity',
    summary: 'A full-time growth partner: our team runs your AI, CRM, marketing and web as one system, with the platform license included.',
    overviewPrice: STARTING_PRICES['infinity-partner'].overview,
    pricingPagePrice: STARTING_PRICES['infinity-partner'].pricing,
    premium: true,
  },
];

/** What the Infinity Partner plan includes beyond its services (SPEC §1). */
export const infinityPartnerIncludesPlatformLicense = true;

export { formatPrice };

export function getOffering(id: Offering['id']): Offering {
  const offering = offerings.find((candidate) => candidate.id === id);
  if (!offering) throw new Error(`Unknown offering: ${id}`);
  return offering;
}

/** "From $147/month" for a card's price label; undefined when the offering has no price. */
export function overviewPriceLabel(offering: Offering): string | undefined {
  return offering.overviewPrice ? `From ${formatPrice(offering.overviewPrice)}` : undefined;
}
