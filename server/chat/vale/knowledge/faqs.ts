import { allFaqs, pageFaqs, type FaqPage } from '~/content/faqs';
import { slug, type KnowledgeChunk } from './types';

const FAQ_PAGE_PATHS: Record<FaqPage, string> = {
  ai: '/ai',
  crm: '/crm',
  marketing: '/marketing',
  phone: '/phone',
  websites: '/websites',
  development: '/development',
  pricing: '/pricing',
  timeTravel: '/time-travel',
  solutions: '/solutions',
};

const CATEGORY_PATHS: Record<string, string> = {
  'General Business': '/about',
  'Pricing & Packages': '/pricing',
  'ATOM CRM': '/crm',
  'AI Employee (Vale)': '/ai',
  Websites: '/websites',
  'Marketing & Advertising': '/marketing',
  'Setup & Support': '/contact',
  'Development & Custom AI': '/development',
  'Strategy Sessions': '/contact',
};

/** Every FAQ entry on the site, general and per page. Their answers are already written for Vale. */
export function faqKnowledge(): KnowledgeChunk[] {
  const pageOfQuestion = new Map<string, string>();
  for (const [page, entries] of Object.entries(pageFaqs) as Array<[FaqPage, typeof pageFaqs[FaqPage]]>) {
    for (const entry of entries) pageOfQuestion.set(entry.q, FAQ_PAGE_PATHS[page]);
  }
  return allFaqs().map((entry) => ({
    id: `faq:${slug(entry.q)}`,
    question: entry.q,
    answer: entry.a,
    href: pageOfQuestion.get(entry.q) ?? (entry.category && CATEGORY_PATHS[entry.category]) ?? '/contact',
    keywords: entry.category,
    weight: 1,
  }));
}
