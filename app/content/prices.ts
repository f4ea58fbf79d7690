/**
 * The starting prices (SPEC §1, §9): the one place they are written. Quotes are custom; these are the
 * "from" prices the site displays, and every page, FAQ answer, meta description, the structured data and
 * Vale print them through this module. A module of its own, with no copy, so any page can quote a price
 * without carrying the offerings' descriptions.
 *
 * Two offerings carry two readings on purpose: the home and overview pages quote one figure and the
 * pricing page another (SPEC §9 "sources differ"). Both are kept, each tagged with where it is shown.
 */
import { groupThousands } from '~/lib/numbers';
import type { StartingPrice } from './types';

interface Readings {
  overview: StartingPrice;
  pricing: StartingPrice;
}

const monthly = (amount: number, shownOn?: string): StartingPrice => (shownOn ? { amount, period: 'month', shownOn } : { amount, period: 'month' });
const setup = (amount: number): StartingPrice => ({ amount, period: 'setup' });
const everywhere = (price: StartingPrice): Readings => ({ overview: price, pricing: price });

export const STARTING_PRICES = {
  ai: everywhere(monthly(147)),
  crm: everywhere(monthly(197)),
  marketing: { overview: monthly(497, 'home and solutions overview'), pricing: monthly(1697, 'pricing page') },
  phone: everywhere(monthly(47)),
  website: everywhere(setup(4242)),
  development: everywhere(setup(1818)),
  'infinity-partner': { overview: monthly(2500, 'home and solutions overview'), pricing: monthly(2497, 'pricing page') },
} as const satisfies Readonly<Record<string, Readings>>;

/** The offerings with a starting price: all but Anti-AI, which has no price yet (offerings.test.ts holds each to an offering). */
export type PricedOffering = keyof typeof STARTING_PRICES;

function readingOf(id: PricedOffering, reading: keyof Readings): StartingPrice {
  return STARTING_PRICES[id][reading];
}

/** "$4,242": an amount as the site prints it. */
export const dollars = (amount: number): string => `$${groupThousands(amount)}`;

/** "$147/month", "$1,697/month", "$4,242 setup". */
export function formatPrice(price: StartingPrice): string {
  const amount = dollars(price.amount);
  return price.period === 'month' ? `${amount}/month` : `${amount} setup`;
}

/**
 * An offering's starting price for copy: "$197/month", "$4,242 setup". The pricing page's reading unless
 * the overview's is asked for ("$497/month" for Marketing, "$2,500/month" for Infinity Partner).
 */
export function startingPrice(id: PricedOffering, reading: keyof Readings = 'pricing'): string {
  return formatPrice(readingOf(id, reading));
}

/** "$4,242": an offering's starting amount without its period, for copy that names the period itself. */
export function startingAmount(id: PricedOffering, reading: keyof Readings = 'pricing'): string {
  return dollars(readingOf(id, reading).amount);
}
