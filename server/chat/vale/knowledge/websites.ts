import { websitesContent } from '~/content/websites';
import { inSentence, listOf, sentence, slug, type KnowledgeChunk } from './types';

const PAGE_COPY_WEIGHT = 0.75;

/** The websites page: features, the static-versus-AI comparison and the CRM sync. */
export function websiteKnowledge(): KnowledgeChunk[] {
  const { features, comparison, crmSync, facts } = websitesContent;
  const chunks: KnowledgeChunk[] = features.cards.map((card) => ({
    id: `websites:${slug(card.title)}`,
    question: `Do your websites have ${card.title}?`,
    answer: `Yes, our websites come with ${inSentence(card.title)}: ${sentence(inSentence(card.description))} See /websites#${features.id}.`,
    href: `/websites#${features.id}`,
    keywords: 'website site feature',
    weight: PAGE_COPY_WEIGHT,
    card: true,
  }));
  chunks.push(
    {
      id: 'websites:features',
      question: 'What do your websites include?',
      answer: `Our websites include ${listOf(features.cards.map((card) => inSentence(card.title)))}, from ${facts.setupPriceLabel.replace(/^From /, '')}. See /websites.`,
      href: `/websites#${features.id}`,
      keywords: 'website features include build design',
      weight: 0.9,
    },
    // How long each kind of site takes, with what makes it that kind, from the page's own figures.
    ...[
      { id: 'template', delivery: facts.templateSiteDelivery },
      { id: 'custom', delivery: facts.customSiteDelivery },
    ].map(({ id, delivery }) => ({
      id: `websites:${id}-delivery`,
      question: `How long does a ${id} website take?`,
      answer: `A ${id} website goes live in ${delivery}. ${sentence(facts.stats.find((stat) => stat.value === delivery)?.detail ?? '')} See /websites.`,
      href: '/websites',
      keywords: `${id} website site delivery timeline weeks launch live build`,
      weight: 0.9,
    })),
    {
      id: 'websites:comparison',
      question: comparison.heading,
      answer: `${sentence(comparison.intro)} ${comparison.rows
        .slice(0, 2)
        .map((row) => `${row.aspect}: ${inSentence(row.static)} on a static site, ${inSentence(row.ai)} on an AI-enabled one.`)
        .join(' ')} See /websites#${comparison.id}.`,
      href: `/websites#${comparison.id}`,
      keywords: `static brochure website ai enabled difference compare ${comparison.rows.map((row) => `${row.aspect} ${row.ai}`).join(' ')}`,
      weight: PAGE_COPY_WEIGHT,
    },
    {
      id: 'websites:crm-sync',
      question: crmSync.heading,
      answer: `${sentence(crmSync.description.split('. ')[1] ?? crmSync.description)} It gives you ${listOf(crmSync.points.map((point) => inSentence(point.label)))}. See /websites#${crmSync.id}.`,
      href: `/websites#${crmSync.id}`,
      keywords: `website crm sync leads forms ${crmSync.points.map((point) => point.hint).join(' ')}`,
      weight: PAGE_COPY_WEIGHT,
    },
  );
  return chunks;
}
