/**
 * Facts about the business (SPEC §3 "Organization structured data") and every
 * marketing claim of SPEC §9, named once so pages, structured data and the chat
 * agent all quote the same figures.
 */
import { siteConfig } from '~/site.config';
import { claims, rating } from './claims';
import { STARTING_PRICES } from './prices';

export { claims, rating };
export type { Claims } from './claims';

/** The structured data's monthly range (SPEC §3): from the assistant's price to the partner plan's overview price. */
const PRICE_RANGE = (() => {
  const min = STARTING_PRICES.ai.overview.amount;
  const max = STARTING_PRICES['infinity-partner'].overview.amount;
  return { min, max, display: `$${min} - $${max} per month` };
})();

export const company = {
  name: siteConfig.brandName,
  legalName: siteConfig.legalName,
  foundingYear: siteConfig.foundingYear,
  rating,
  priceRange: PRICE_RANGE,
  paymentMethods: ['Credit Card', 'Debit Card', 'Bank Transfer'],
  currency: 'USD',
  areasServed: ['Worldwide', 'United States', 'Canada', 'United Kingdom', 'Australia', 'Europe'],
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
    display: siteConfig.hours.display,
  },
  claims,
} as const;

export type Company = typeof company;

export { resolvePlaceholders } from './placeholders';
