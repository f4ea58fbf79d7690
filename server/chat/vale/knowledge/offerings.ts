import { aiContent } from '~/content/ai';
import { antiAiContent } from '~/content/anti-ai';
import { crmContent } from '~/content/crm';
import { developmentContent } from '~/content/development';
import { marketingContent } from '~/content/marketing';
import { formatPrice, offeringList } from '~/content/offerings';
import { phoneContent } from '~/content/phone';
import { pricingContent } from '~/content/pricing';
import { websitesContent } from '~/content/websites';
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

/** The button each offering's page leads with, so "how do I get it?" names what to press. */
const PAGE_CTA: Partial<Record<Offering['id'], { text: string; href: string }>> = {
  ai: aiContent.hero.primaryCta,
  crm: crmContent.hero.primaryCta,
  marketing: marketingContent.hero.primaryCta,
  phone: phoneContent.hero.primaryCta,
  website: websitesContent.hero.primaryCta,
  development: developmentContent.hero.primaryCta,
  'anti-ai': antiAiContent.notify.cta,
  // The partner plan has no page of its own: its button is on the pricing page, where its href leads.
  'infinity-partner': pricingContent.infinityPartner.cta,
};

function howToGet(offering: Offering): string {
  const cta = PAGE_CTA[offering.id];
  if (offering.comingSoon) {
    return `${offering.name} is coming soon. ${cta ? `Press "${cta.text}" on ${offering.href} to hear when it launches, or` : 'To hear when it launches,'} leave your details at /contact.`;
  }
  const press = cta ? `press "${cta.text}" on ${offering.href} or ` : '';
  return `To get ${offering.name}, ${press}book a free strategy session at /contact: we map your goals and send a clear quote. Or call us at {phone}.`;
}

/** One "what is it", one "what does it cost" and one "how do I get it" answer per offering. */
export function offeringKnowledge(): KnowledgeChunk[] {
  const chunks: KnowledgeChunk[] = [];
  for (const offering of offeringList()) {
    const names = `${offering.name} ${offering.shortName} ${offering.id.replace('-', ' ')}`;
    const price = priceStatement(offering);
    chunks.push({
      id: `offering:${offering.id}`,
      question: `What is ${offering.name}?`,
      answer: offering.comingSoon
        ? `${offering.name} is coming soon and has no pricing yet. ${sentence(offering.summary)} Watch ${offering.href} for the launch.`
        : `${sentence(offering.summary)}${price ? ` ${price}` : ''} See ${offering.href}.`,
      href: offering.href,
      keywords: `${names} service offering`,
      weight: 0.9,
    });
    chunks.push({
      id: `offering-start:${offering.id}`,
      question: `How do I get ${offering.name}?`,
      answer: howToGet(offering),
      href: '/contact',
      keywords: `${names} get started sign up buy order start become join`,
      weight: 1,
    });
    if (price || offering.comingSoon) {
      chunks.push({
        id: `offering-price:${offering.id}`,
        question: `How much does ${offering.name} cost?`,
        answer: price
          ? `${price} It is a custom quote with no contract, and you can cancel anytime. See /pricing.`
          : `${offering.name} has no pricing yet: it is coming soon. Watch ${offering.href} for the launch.`,
        href: '/pricing',
        keywords: `${names} price starting from monthly setup`,
        weight: 1,
      });
    }
  }
  const available = offeringList().filter((offering) => !offering.comingSoon);
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
