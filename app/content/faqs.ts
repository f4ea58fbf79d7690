/**
 * Every FAQ on the site: the general FAQ (nine categories) and the FAQ block of
 * each page (./page-copy.ts). Vale, the site's chat assistant, searches these
 * answers to reply to visitors, so each answer states concrete facts and names
 * the page that covers the topic as a site path ("See /pricing"). `{phone}` stays
 * a placeholder and is filled in where the text is shown (see resolvePlaceholders
 * in company.ts).
 */
import type { FaqEntry } from './types';
import { generalFaq } from './general-faq';
import { pageFaqs } from './page-copy';

export { GENERAL_FAQ_CATEGORIES, type GeneralFaqCategory, generalFaq } from './general-faq';
export { pageFaqs } from './page-copy';

/** Every FAQ entry on the site, general first, each question once. */
export function allFaqs(): FaqEntry[] {
  const seen = new Set<string>();
  const entries: FaqEntry[] = [];
  for (const entry of [...generalFaq, ...pageFaqs().flatMap(([, faq]) => faq)]) {
    const key = entry.q.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}
