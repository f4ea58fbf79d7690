/**
 * The offerings and their starting prices (SPEC §1, §9). Quotes are custom;
 * these are the "from" prices the site displays.
 *
 * Two offerings carry two readings on purpose: the home and overview pages
 * quote one figure and the pricing page another (SPEC §9 "sources differ").
 * Both are kept, each tagged with where it is shown, so neither page drifts.
 */
import { siteConfig } from '~/site.config';
import type { Offering, StartingPrice } from './types';
import { groupThousands } from '~/lib/numbers';

const monthly = (amount: number, shownOn?: string): StartingPrice =>
  shownOn ? { amount, period: 'month', shownOn } : { amount, period: 'month' };
const setup = (amount: number): StartingPrice => ({ amount, period: 'setup' });

const aiPrice = monthly(147);
const crmPrice = monthly(197);
const phonePrice = monthly(47);
const websitePrice = setup(4242);
const developmentPrice = setup(1818);

export const offerings: Offering[] = [
  {
    id: 'ai',
    name: `${siteConfig.assistantName} AI`,
    shortName: 'AI',
    href: '/ai',
    icon: 'bot',
    summary: `${siteConfig.assistantName}, a 24/7 AI employee that answers calls and chats, qualifies leads, books appointments and updates your CRM.`,
    overviewPrice: aiPrice,
    pricingPagePrice: aiPrice,
  },
  {
    id: 'crm',
    name: `${siteConfig.crmName} CRM`,
    shortName: 'CRM',
    href: '/crm',
    icon: 'layout-dashboard',
    summary: `${siteConfig.crmName}, the all-in-one CRM and marketing platform: pipeline, inbox, calendar, campaigns and automations in one login, with a mobile app.`,
    overviewPrice: crmPrice,
    pricingPagePrice: crmPrice,
  },
  {
    id: 'marketing',
    name: 'Marketing',
    shortName: 'Marketing',
    href: '/marketing',
    icon: 'megaphone',
    summary: 'Year-round marketing automation, branding and a content studio that keeps your business in front of the right customers every month.',
    // Two published figures: $497 on home and overview, $1,697 on the pricing page. Each page keeps its own.
    overviewPrice: monthly(497, 'home and solutions overview'),
    pricingPagePrice: monthly(1697, 'pricing page'),
  },
  {
    id: 'phone',
    name: 'Business Phone',
    shortName: 'Phone',
    href: '/phone',
    icon: 'phone-call',
    summary: 'Business phone numbers, calling and two-way texting with call tracking and AI answering, all synced to your CRM.',
    overviewPrice: phonePrice,
    pricingPagePrice: phonePrice,
  },
  {
    id: 'website',
    name: 'AI Websites',
    shortName: 'Website',
    href: '/websites',
    icon: 'globe',
    summary: 'Fast, mobile-first websites with a built-in AI assistant that answers visitors, captures leads and books calls straight into your calendar.',
    overviewPrice: websitePrice,
    pricingPagePrice: websitePrice,
  },
  {
    id: 'development',
    name: 'Custom Development',
    shortName: 'Development',
    href: '/development',
    icon: 'code',
    summary: 'Custom software and custom AI: internal tools, integrations and automations built around the way your team already works.',
    overviewPrice: developmentPrice,
    pricingPagePrice: developmentPrice,
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
    // Two published figures: $2,500 on home and overview, $2,497 on the pricing page. Each page keeps its own.
    overviewPrice: monthly(2500, 'home and solutions overview'),
    pricingPagePrice: monthly(2497, 'pricing page'),
    premium: true,
  },
];

/** What the Infinity Partner plan includes beyond its services (SPEC §1). */
export const infinityPartnerIncludesPlatformLicense = true;

export function getOffering(id: Offering['id']): Offering {
  const offering = offerings.find((candidate) => candidate.id === id);
  if (!offering) throw new Error(`Unknown offering: ${id}`);
  return offering;
}

/** "$147/month", "$1,697/month", "$4,242 setup". */
export function formatPrice(price: StartingPrice): string {
  const amount = `$${groupThousands(price.amount)}`;
  return price.period === 'month' ? `${amount}/month` : `${amount} setup`;
}

/** "From $147/month" for a card's price label; undefined when the offering has no price. */
export function overviewPriceLabel(offering: Offering): string | undefined {
  return offering.overviewPrice ? `From ${formatPrice(offering.overviewPrice)}` : undefined;
}
