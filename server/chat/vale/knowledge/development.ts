import { developmentContent } from '~/content/development';
import { inSentence, sentence, slug, type KnowledgeChunk } from './types';

const PAGE_COPY_WEIGHT = 0.75;

/** The development page: what we build, how we integrate, and the arcade game. */
export function developmentKnowledge(): KnowledgeChunk[] {
  const { whatWeBuild, integrations, astroblaster, facts } = developmentContent;
  const chunks: KnowledgeChunk[] = whatWeBuild.cards.map((card) => ({
    id: `development:${slug(card.title)}`,
    question: `Do you do ${card.title}?`,
    answer: `Yes. ${card.title}: ${sentence(inSentence(card.description))} Projects start at ${facts.setupPriceLabel.replace(/^From /, '')}. See /development#${whatWeBuild.id}.`,
    href: `/development#${whatWeBuild.id}`,
    keywords: `build develop custom software ${card.features}`,
    weight: PAGE_COPY_WEIGHT,
  }));
  chunks.push(
    {
      id: 'development:integrations',
      question: 'How do you integrate with the tools we already use?',
      answer: `Three ways: ${integrations.cards.map((card) => `${card.title} (${inSentence(card.description.replace(/\.$/, ''))})`).join('; ')}. See /development.`,
      href: `/development#${integrations.id}`,
      keywords: 'integrate integration integrations connect api webhook connector legacy existing tools software sync',
      weight: PAGE_COPY_WEIGHT,
    },
    {
      id: 'development:astroblaster',
      question: 'Is there a game on the site?',
      answer: `${astroblaster.description} Play it at ${astroblaster.link.href}.`,
      href: astroblaster.link.href,
      keywords: 'game arcade astroblaster play asteroids fun break',
      weight: PAGE_COPY_WEIGHT,
    },
  );
  return chunks;
}
