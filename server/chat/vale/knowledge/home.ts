import { homeContent } from '~/content/home';
import { industriesContent } from '~/content/industries';
import { inSentence, listOf, slug, type KnowledgeChunk } from './types';

const PAGE_COPY_WEIGHT = 0.7;

/** The home page's eight solution cards (Lead Generation, Scheduling & Payments, …) and its clients' testimonials. */
export function homeKnowledge(): KnowledgeChunk[] {
  return [...solutionCards(), ...clients()];
}

function solutionCards(): KnowledgeChunk[] {
  return homeContent.solutions.cards.map((card) => ({
    id: `home:solution-${slug(card.title)}`,
    question: `Can you help with ${card.title}?`,
    answer: `Yes. ${card.title}: ${inSentence(card.subline.replace(/\.$/, ''))}, with ${listOf(card.includes.map((item) => inSentence(item.label)))}. See /solutions.`,
    href: '/solutions',
    keywords: `solution ${card.includes.map((item) => `${item.label} ${item.hint}`).join(' ')}`,
    weight: PAGE_COPY_WEIGHT,
  }));
}

/** The answer that says who a client quoted on the home page is. */
export const clientAnswerId = (clientId: string) => `home:client-${clientId}`;

/** Each client quoted on the home page, by trade: "any law firms among your clients?", "who is Marcus Delgado?". */
function clients(): KnowledgeChunk[] {
  return homeContent.testimonials.items.map((client) => {
    const industry = industriesContent.industries.find((entry) => entry.id === client.industry);
    const trade = industry ? `${industry.name} ` : '';
    return {
      id: clientAnswerId(client.id),
      question: `Which ${trade}businesses are among your clients?`,
      answer: `${client.name}, ${client.role} of ${client.company}, is one of our ${trade}clients; read what they say of us at /#${client.id}.`,
      href: `/#${client.id}`,
      keywords: `client clients customer customers testimonial review who ${client.name} ${client.company} ${industry ? `${industry.name} ${industry.description}` : ''}`,
      weight: PAGE_COPY_WEIGHT,
    };
  });
}
