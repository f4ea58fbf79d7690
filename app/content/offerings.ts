/**
 * The offerings (SPEC §1), in the page registry's order: each is the `offering` of the page that presents
 * it (./pages.ts), with its starting prices, which prices.ts owns.
 */
import { pages } from './pages';
import { formatPrice, STARTING_PRICES, type PricedOffering } from './prices';
import type { Offering, OfferingId } from './types';

const isPriced = (id: OfferingId): id is PricedOffering => id in STARTING_PRICES;

let list: readonly Offering[] | undefined;

/** Every offering, in the registry's order. A function: the registry loads the content modules that quote it first. */
export function offeringList(): readonly Offering[] {
  list ??= pages.flatMap((page): Offering[] => {
    if (!page.offering) return [];
    const { section, ...offering } = page.offering;
    const entry = { ...offering, href: (section ? `${page.path}#${section}` : page.path) as Offering['href'] };
    return [isPriced(entry.id) ? { ...entry, overviewPrice: STARTING_PRICES[entry.id].overview, pricingPagePrice: STARTING_PRICES[entry.id].pricing } : entry];
  });
  return list;
}

export { formatPrice };

export function getOffering(id: Offering['id']): Offering {
  const offering = offeringList().find((candidate) => candidate.id === id);
  if (!offering) throw new Error(`Unknown offering: ${id}`);
  return offering;
}

/** "From $147/month" for a card's price label; undefined when the offering has no price. */
export function overviewPriceLabel(offering: Offering): string | undefined {
  return offering.overviewPrice ? `From ${formatPrice(offering.overviewPrice)}` : undefined;
}
