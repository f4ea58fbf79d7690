import { aboutContent } from '~/content/about';
import { inSentence, sentence, type KnowledgeChunk } from './types';

const PAGE_COPY_WEIGHT = 0.75;

/** The about page: the method (Align, Activate, Accelerate), à la carte or full system, what sets us apart. */
export function aboutKnowledge(): KnowledgeChunk[] {
  const { method, aLaCarte, whyDifferent } = aboutContent;
  return [
    {
      id: 'about:method',
      question: 'What is your method or process for working with clients?',
      answer: `Our method has ${method.milestones.length} steps: ${method.milestones.map((milestone) => `${milestone.label} (${milestone.description.replace(/\.$/, '').replace(/^We /, 'we ')})`).join('; ')}. See /about#${method.id}.`,
      href: `/about#${method.id}`,
      keywords: `method process approach steps ${method.milestones.map((milestone) => milestone.title).join(' ')}`,
      weight: PAGE_COPY_WEIGHT,
    },
    {
      id: 'about:a-la-carte',
      question: 'Can I buy one service a la carte or do I need the full system?',
      answer: `${sentence(aLaCarte.description)} ${aLaCarte.options.map((option) => `${option.title}: ${sentence(inSentence(option.description))}`).join(' ')} See /about.`,
      href: '/about',
      keywords: 'a la carte full system single service one service bundle everything package',
      weight: PAGE_COPY_WEIGHT,
    },
    {
      id: 'about:why-different',
      question: 'Why choose you over other agencies? What makes you different?',
      answer: `${whyDifferent.cards.map((card) => `${card.title}: ${sentence(inSentence(card.description))}`).join(' ')} See /about.`,
      href: '/about',
      keywords: 'different why choose better than agency competitors unique advantage',
      weight: PAGE_COPY_WEIGHT,
    },
  ];
}
