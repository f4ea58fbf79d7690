import { allFaqs, pageFaqs } from '~/content/faqs';
import { slug, type KnowledgeChunk } from './types';

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
  for (const [path, entries] of pageFaqs()) {
    for (const entry of entries) pageOfQuestion.set(entry.q, path);
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
