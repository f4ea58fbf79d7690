import { marketingContent } from '~/content/marketing';
import { inSentence, listOf, sentence, type KnowledgeChunk } from './types';

const PAGE_COPY_WEIGHT = 0.75;

/** The marketing page: its three groups, each service card in them, and what every plan includes. */
export function marketingKnowledge(): KnowledgeChunk[] {
  const { brand, serviceItems } = marketingContent;
  const chunks: KnowledgeChunk[] = [];
  for (const group of brand.groups) {
    chunks.push({
      id: `marketing:${group.id}`,
      question: `What is included in ${group.title}?`,
      answer: `${group.title} covers ${listOf(group.cards.map((card) => inSentence(card.title)))}. See /marketing#${brand.id}.`,
      href: `/marketing#${brand.id}`,
      keywords: `marketing ${group.title} ${group.tagline}`,
      weight: PAGE_COPY_WEIGHT,
    });
    for (const card of group.cards) {
      chunks.push({
        id: `marketing:${card.id}`,
        question: `Do you do ${card.title}?`,
        answer: `Yes, ${card.title} is part of our ${group.title} services: ${sentence(inSentence(card.tooltip))} See /marketing#${brand.id}.`,
        href: `/marketing#${brand.id}`,
        keywords: `${group.title} service`,
        weight: PAGE_COPY_WEIGHT,
        card: true,
      });
    }
  }
  chunks.push({
    id: 'marketing:included',
    question: 'What is included in every marketing plan?',
    answer: `Every marketing plan includes ${listOf(serviceItems.map((item) => inSentence(item.title)))}. See /marketing.`,
    href: '/marketing',
    keywords: `marketing plan services ${serviceItems.map((item) => `${item.title} ${item.tooltip}`).join(' ')}`,
    weight: PAGE_COPY_WEIGHT,
  });
  return chunks;
}
