import { homeContent } from '~/content/home';
import { inSentence, listOf, slug, type KnowledgeChunk } from './types';

const PAGE_COPY_WEIGHT = 0.7;

/** The home page's eight solution cards (Lead Generation, Scheduling & Payments, …). */
export function homeKnowledge(): KnowledgeChunk[] {
  return homeContent.solutions.cards.map((card) => ({
    id: `home:solution-${slug(card.title)}`,
    question: `Can you help with ${card.title}?`,
    answer: `Yes. ${card.title}: ${inSentence(card.subline.replace(/\.$/, ''))}, with ${listOf(card.includes.map((item) => inSentence(item.label)))}. See /solutions.`,
    href: '/solutions',
    keywords: `solution ${card.includes.map((item) => `${item.label} ${item.hint}`).join(' ')}`,
    weight: PAGE_COPY_WEIGHT,
  }));
}
