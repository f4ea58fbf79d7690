/**
 * What each main page shows, for the readers of every page at once: Vale's passages and FAQ answers, and
 * the site-wide FAQ list. Keyed by the page list's main pages, so a main page whose copy is missing here
 * does not compile. A page's route module reads its own content file directly; this module is for the
 * server and the build, never for a page's JavaScript.
 */
import { aboutContent, aboutKeyFacts } from './about';
import { aiContent } from './ai';
import { antiAiContent } from './anti-ai';
import { astroblasterContent } from './astroblaster';
import { contactContent, contactWithoutCalendar } from './contact';
import { crmContent } from './crm';
import { developmentContent } from './development';
import { eras, timeTravelContent } from './eras';
import { homeContent } from './home';
import { industriesContent } from './industries';
import { marketingContent } from './marketing';
import { offerings } from './offerings';
import { aiFaq } from './page-faqs/ai';
import { crmFaq } from './page-faqs/crm';
import { developmentFaq } from './page-faqs/development';
import { marketingFaq } from './page-faqs/marketing';
import { phoneFaq } from './page-faqs/phone';
import { pricingFaq } from './page-faqs/pricing';
import { solutionsFaq } from './page-faqs/solutions';
import { timeTravelFaq } from './page-faqs/time-travel';
import { websitesFaq } from './page-faqs/websites';
import type { PagePathOf } from './pages';
import { phoneContent } from './phone';
import { pricingContent } from './pricing';
import { solutionsContent } from './solutions';
import type { FaqEntry } from './types';
import { websitesContent } from './websites';

export interface PageCopy {
  /** The content modules the page renders (a page may show more than one). */
  content: readonly unknown[];
  /** The page's own FAQ block, when it has one. */
  faq?: readonly FaqEntry[];
}

/** In this order Vale reads the pages: copy shown on two pages is quoted from the first. */
export const PAGE_COPY = {
  '/': { content: [homeContent] },
  '/solutions': { content: [solutionsContent], faq: solutionsFaq },
  '/ai': { content: [aiContent], faq: aiFaq },
  '/crm': { content: [crmContent], faq: crmFaq },
  '/marketing': { content: [marketingContent], faq: marketingFaq },
  '/phone': { content: [phoneContent], faq: phoneFaq },
  '/websites': { content: [websitesContent], faq: websitesFaq },
  '/development': { content: [developmentContent], faq: developmentFaq },
  '/pricing': { content: [pricingContent, offerings], faq: pricingFaq },
  '/industries': { content: [industriesContent] },
  '/about': { content: [aboutContent, aboutKeyFacts] },
  '/contact': { content: [contactContent, contactWithoutCalendar] },
  '/time-travel': { content: [timeTravelContent, eras], faq: timeTravelFaq },
  '/astroblaster': { content: [astroblasterContent] },
  '/anti-ai': { content: [antiAiContent] },
} satisfies Record<PagePathOf<'main'>, PageCopy>;

export type CopyPagePath = keyof typeof PAGE_COPY;

/** Each main page with its copy, in reading order. */
export const pageCopies = (): Array<[path: CopyPagePath, copy: PageCopy]> => Object.entries(PAGE_COPY) as Array<[CopyPagePath, PageCopy]>;

/** The FAQ block of every page that shows one, by its path. */
export function pageFaqs(): Array<[path: CopyPagePath, entries: readonly FaqEntry[]]> {
  return pageCopies().flatMap(([path, copy]) => (copy.faq ? [[path, copy.faq] as [CopyPagePath, readonly FaqEntry[]]] : []));
}
