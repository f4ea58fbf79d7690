import { aboutKnowledge } from './about';
import { aiKnowledge } from './ai';
import { astroblasterKnowledge } from './astroblaster';
import { companyKnowledge } from './company';
import { contactKnowledge } from './contact';
import { conversationKnowledge } from './conversation';
import { crmKnowledge } from './crm';
import { developmentKnowledge } from './development';
import { faqKnowledge } from './faqs';
import { homeKnowledge } from './home';
import { industryKnowledge } from './industries';
import { legalKnowledge } from './legal';
import { marketingKnowledge } from './marketing';
import { offeringKnowledge } from './offerings';
import { phoneKnowledge } from './phone';
import { pricingKnowledge } from './pricing';
import { taughtKnowledge } from './taught';
import { timeTravelKnowledge } from './time-travel';
import type { KnowledgeChunk, KnowledgeSource } from './types';
import { websiteKnowledge } from './websites';

export type { KnowledgeChunk, KnowledgeSource } from './types';

/** Every content source Vale answers from. A new content module is one adapter added here. */
export const knowledgeSources: Record<string, KnowledgeSource> = {
  faqs: faqKnowledge,
  offerings: offeringKnowledge,
  pricing: pricingKnowledge,
  company: companyKnowledge,
  industries: industryKnowledge,
  ai: aiKnowledge,
  crm: crmKnowledge,
  marketing: marketingKnowledge,
  phone: phoneKnowledge,
  websites: websiteKnowledge,
  development: developmentKnowledge,
  astroblaster: astroblasterKnowledge,
  timeTravel: timeTravelKnowledge,
  about: aboutKnowledge,
  contact: contactKnowledge,
  home: homeKnowledge,
  legal: legalKnowledge,
  conversation: conversationKnowledge,
  taught: taughtKnowledge,
};

export function buildKnowledge(sources: Record<string, KnowledgeSource> = knowledgeSources): KnowledgeChunk[] {
  const chunks: KnowledgeChunk[] = [];
  const ids = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const chunk of source()) {
      // Two entries may share a question; keep both, with ids made unique.
      let id = chunk.id;
      for (let n = 2; ids.has(id); n += 1) id = `${chunk.id}-${n}`;
      ids.add(id);
      chunks.push(id === chunk.id ? chunk : { ...chunk, id });
    }
  }
  return chunks;
}
