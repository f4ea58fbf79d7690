import { phoneContent } from '~/content/phone';
import { inSentence, listOf, sentence, slug, type KnowledgeChunk } from './types';

const PAGE_COPY_WEIGHT = 0.75;

/** The phone page: its features, reliability figures and the AI call flow. */
export function phoneKnowledge(): KnowledgeChunk[] {
  const { features, reliability, aiCallFlow } = phoneContent;
  const chunks: KnowledgeChunk[] = features.cards.map((card) => ({
    id: `phone:${slug(card.title)}`,
    question: `Does the phone system have ${card.title}?`,
    answer: `Yes, the business phone system includes ${inSentence(card.title)}: ${sentence(inSentence(card.description))} See /phone#${features.id}.`,
    href: `/phone#${features.id}`,
    keywords: 'phone system line feature',
    weight: PAGE_COPY_WEIGHT,
    card: true,
  }));
  chunks.push(
    {
      id: 'phone:features',
      question: 'What features does the business phone system have?',
      answer: `The business phone system includes ${listOf(features.cards.map((card) => inSentence(card.title)))}. See /phone.`,
      href: `/phone#${features.id}`,
      keywords: 'phone system features line numbers texting',
      weight: 0.9,
    },
    {
      id: 'phone:reliability',
      question: 'How reliable is the phone line and how fast is setup?',
      answer: `${listOf(reliability.facts.map((fact) => `${fact.value} ${fact.label}`))}. ${reliability.facts.find((fact) => fact.label === 'setup')?.detail ?? ''} See /phone.`,
      href: '/phone',
      keywords: 'phone reliability uptime quality hd voice setup support carrier porting port number',
      weight: PAGE_COPY_WEIGHT,
    },
    {
      id: 'phone:ai-call-flow',
      question: 'Can Vale answer calls on my business phone line?',
      answer: `${sentence(aiCallFlow.intro)} A call goes ${listOf(aiCallFlow.steps.map((step) => inSentence(step.title)))}, and it brings ${aiCallFlow.result.value} ${aiCallFlow.result.label}. See /phone.`,
      href: '/phone',
      keywords: 'ai answer calls phone line receptionist call flow after hours',
      weight: PAGE_COPY_WEIGHT,
    },
  );
  return chunks;
}
