import { industriesContent } from '~/content/industries';
import { inSentence, listOf, slug, type KnowledgeChunk } from './types';

/** The twelve industries of /industries, plus the "not listed" answer. */
export function industryKnowledge(): KnowledgeChunk[] {
  const { industries, notListed } = industriesContent;
  const chunks: KnowledgeChunk[] = industries.map((industry) => ({
    id: `industry:${industry.id}`,
    question: `Do you work with businesses in the ${industry.name} industry?`,
    answer:
      `Yes, ${industry.name} is one of the ${industries.length} industries we serve: ` +
      `${listOf(industry.features.map((feature) => inSentence(feature)))}. ` +
      `See /industries#${industry.id}.`,
    href: `/industries#${industry.id}`,
    keywords: `${industry.name} ${industry.id.replaceAll('-', ' ')} ${industry.description} industry`,
    weight: 0.95,
    card: true,
  }));
  chunks.push(
    {
      id: 'industry:list',
      question: 'Which industries do you serve?',
      answer: `We serve ${listOf(industries.map((industry) => industry.name))}, and tailor the setup for any other field. See /industries.`,
      href: '/industries',
      keywords: 'industries industry sectors verticals niches serve which types kinds businesses',
    },
    {
      id: `industry:${slug(notListed.heading)}`,
      question: notListed.heading,
      answer: `${notListed.description} Book a free strategy session at /contact.`,
      href: '/industries',
      keywords: 'industry not listed my industry other niche different',
      weight: 0.8,
    },
  );
  return chunks;
}
