import { formatPrice, offerings } from '~/content/offerings';
import type { Offering } from '~/content/types';
import { siteConfig } from '~/site.config';
import { listOf, sentence, type KnowledgeChunk } from './types';

function priceStatement(offering: Offering): string | undefined {
  const { pricingPagePrice, overviewPrice } = offering;
  const main = pricingPagePrice ?? overviewPrice;
  if (!main) return undefined;
  // "AI Websites start at", "Business Phone starts at"
  const verb = /[^s]s$/.test(offering.name) ? 'start' : 'starts';
  let text = `${offering.name} ${verb} at ${formatPrice(main)}`;
  if (overviewPrice && pricingPagePrice && overviewPrice.amount !== pricingPagePrice.amount) {
    text += ` on our pricing page (${formatPrice(overviewPrice)} on the home and overview pages)`;
  }
  return `${text}.`;
}

/** One "what is it" and one "what does it cost" answer per offering. */
export function offeringKnowledge(): KnowledgeChunk[] {
  const chunks: KnowledgeChunk[] = [];
  for (const offering of offerings) {
    const names = `${offering.name} ${offering.shortName} ${offering.id.replace('-', ' ')}`;
    const price = priceStatement(offering);
    chunks.push({
      id: `offering:${offering.id}`,
      question: `What is ${offering.name}?`,
      answer: offering.comingSoon
        ? `${offering.name} is coming soon and has no details or pricing yet. ${sentence(offering.summary)} Watch ${offering.href} for the launch.`
        : `${sentence(offering.summary)}${price ? ` ${price}` : ''} See ${offering.href}.`,
      href: offering.href,
      keywords: `${names} service offering`,
      weight: 0.9,
    });
    if (price) {
      chunks.push({
        id: `offering-price:${offering.id}`,
        question: `How much does ${offering.name} cost?`,
        answer: `${price} It is a custom quote with no contract, and you can cancel anytime. See /pricing.`,
        href: '/pricing',
        keywords: `${names} price starting from monthly setup`,
        weight: 1,
      });
    }
  }
  const available = offerings.filter((offering) => !offering.comingSoon);
  chunks.push({
    id: 'offering:overview',
    question: 'What services do you offer?',
    answer: `${siteConfig.brandName} offers ${listOf(available.map((offering) => offering.name))}; buy one service or the full system. See /solutions.`,
    href: '/solutions',
    keywords: 'services offer offerings products solutions what do you do sell company overview',
    weight: 1,
  });
  return chunks;
}
