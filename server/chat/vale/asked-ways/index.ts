/**
 * Other ways visitors ask the curated answers' questions and what the pages' sections and legal clauses
 * answer, written from each answer alone (plain, typed in a hurry, in other words, with some context), by
 * the id of the chunk whose answer they want. Vale knows them as it knows the answers' own questions
 * (../phrasings.ts), and the trainer learns from them which answer fits. A way whose chunk is gone says
 * nothing; a test keeps every id known.
 */
import { crmFeatureAskedWays } from './crm-features';
import { faqAskedWays } from './faq';
import { legalAskedWays } from './legal';
import { offeringAskedWays } from './offerings';
import { pageAskedWays } from './pages';
import { timeTravelAskedWays } from './time-travel';

export interface AskedWays {
  /** The chunk (../knowledge) whose answer they want. */
  id: string;
  phrasings: readonly string[];
}

export const askedWays: ReadonlyMap<string, readonly string[]> = new Map([...faqAskedWays, ...offeringAskedWays, ...pageAskedWays, ...crmFeatureAskedWays, ...timeTravelAskedWays, ...legalAskedWays].map((entry) => [entry.id, entry.phrasings]));
