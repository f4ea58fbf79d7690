/**
 * Every FAQ on the site: the general FAQ (nine categories) and the FAQ block of
 * each page. Vale, the site's chat assistant, searches these answers to reply to
 * visitors, so each answer states concrete facts and names the page that covers
 * the topic as a site path ("See /pricing"). `{phone}` stays a placeholder and is
 * filled in where the text is shown (see resolvePlaceholders in company.ts).
 */
import type { FaqEntry } from '~/content/types';
import { aiFaq } from '~/content/page-faqs/ai';
import { crmFaq } from '~/content/page-faqs/crm';
import { marketingFaq } from '~/content/page-faqs/marketing';
import { phoneFaq } from '~/content/page-faqs/phone';
import { websitesFaq } from '~/content/page-faqs/websites';
import { developmentFaq } from '~/content/page-faqs/development';
import { pricingFaq } from '~/content/page-faqs/pricing';
import { timeTravelFaq } from '~/content/page-faqs/time-travel';
import { solutionsFaq } from '~/content/page-faqs/solutions';
import { generalFaq } from '~/content/general-faq';

export { GENERAL_FAQ_CATEGORIES, type GeneralFaqCategory, generalFaq } from '~/content/general-faq';

export type FaqPage = 'ai' | 'crm' | 'marketing' | 'phone' | 'websites' | 'development' | 'pricing' | 'timeTravel' | 'solutions';

/** FAQ block of each page (one module per page); only the pricing page's entries carry categories. */
export const pageFaqs: Record<FaqPage, FaqEntry[]> = {
  ai: aiFaq,
  crm: crmFaq,
  marketing: marketingFaq,
  phone: phoneFaq,
  websites: websitesFaq,
  development: developmentFaq,
  pricing: pricingFaq,
  timeTravel: timeTravelFaq,
  solutions: solutionsFaq,
};

/** Every FAQ entry on the site, general first, each question once. */
export function allFaqs(): FaqEntry[] {
  const seen = new Set<string>();
  const entries: FaqEntry[] = [];
  for (const entry of [...generalFaq, ...Object.values(pageFaqs).flat()]) {
    const key = entry.q.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}
