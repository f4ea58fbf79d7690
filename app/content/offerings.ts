/**
 * The offerings (SPEC §1): what each is, where it lives and its starting prices, which prices.ts owns.
 */
import { siteConfig } from '~/site.config';
import { OFFERING_LIST } from './offering-list';
import { formatPrice, STARTING_PRICES, type PricedOffering } from './prices';
import type { Offering } from './types';

/** What each offering does, in a sentence. */
const SUMMARIES: Record<Offering['id'], string> = {
  ai: `${siteConfig.assistantName}, a 24/7 AI employee that answers calls and chats, qualifies leads, books appointments and updates your CRM.`,
  crm: `${siteConfig.crmName}, the all-in-one CRM and marketing platform: pipeline, inbox, calendar, campaigns and automations in one login, with a mobile app.`,
  marketing: 'Year-round marketing automation, branding and a content studio that keeps your business in front of the right customers every month.',
  phone: 'Business phone numbers, calling and two-way texting with call tracking and AI answering, all synced to your CRM.',
  website: 'Fast, mobile-first websites with a built-in AI assistant that answers visitors, captures leads and books calls straight into your calendar.',
  development: 'Custom software and custom AI: internal tools, integrations and automations built around the way your team already works.',
  'anti-ai': 'A human-first service for businesses that would rather have a person than a program on the line.',
  'infinity-partner': 'A full-time growth partner: our team runs your AI, CRM, marketing and web as one system, with the platform license included.',
};

const isPriced = (id: Offering['id']): id is PricedOffering => id in STARTING_PRICES;

export const offerings: Offering[] = OFFERING_LIST.map((entry) =>
  isPriced(entry.id)
    ? { ...entry, summary: SUMMARIES[entry.id], overviewPrice: STARTING_PRICES[entry.id].overview, pricingPagePrice: STARTING_PRICES[entry.id].pricing }
    : { ...entry, summary: SUMMARIES[entry.id] },
);

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
