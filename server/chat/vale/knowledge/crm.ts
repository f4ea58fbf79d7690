import { crmContent } from '~/content/crm';
import { siteConfig } from '~/site.config';
import { inSentence, listOf, sentence, slug, type KnowledgeChunk } from './types';

const atom = siteConfig.crmName;
const PAGE_COPY_WEIGHT = 0.75;

/** ATOM's page: the four feature columns and each of their features, how setup works and the mobile app. */
export function crmKnowledge(): KnowledgeChunk[] {
  const { atomCrm, howItWorks, mobileApp } = crmContent;
  const chunks: KnowledgeChunk[] = atomCrm.columns.map((column) => ({
    id: `crm:${slug(column.title)}`,
    question: `What ${column.title} features does ${atom} CRM have?`,
    answer: `${atom}'s ${column.title} covers ${listOf(column.items.map((item) => inSentence(item.label)))}. See /crm#${atomCrm.id}.`,
    href: `/crm#${atomCrm.id}`,
    keywords: `${atom} crm features ${column.items.map((item) => `${item.label} ${item.hint}`).join(' ')}`,
    weight: PAGE_COPY_WEIGHT,
  }));
  // Each feature of a column on its own, as the phone system's are: one narrow claim, held to the cards' cut-off.
  for (const column of atomCrm.columns) {
    for (const item of column.items) {
      chunks.push({
        id: `crm:feature-${slug(item.label)}`,
        question: `Does ${atom} CRM have ${item.label}?`,
        answer: `Yes, ${atom} CRM includes ${inSentence(item.label)}: ${sentence(inSentence(item.hint))} See /crm#${atomCrm.id}.`,
        href: `/crm#${atomCrm.id}`,
        keywords: `${atom} crm ${column.title} ${item.label} ${item.hint}`,
        weight: PAGE_COPY_WEIGHT,
        card: true,
      });
    }
  }
  chunks.push(
    {
      id: 'crm:overview',
      question: `What features does ${atom} CRM have?`,
      answer: `${atom} covers ${listOf(atomCrm.columns.map((column) => `${column.title} (${listOf(column.items.slice(0, 2).map((item) => inSentence(item.label)))})`))}. See /crm#${atomCrm.id}.`,
      href: `/crm#${atomCrm.id}`,
      keywords: `${atom} crm features overview platform capabilities what can it do tools`,
    },
    {
      id: 'crm:how-we-do-it',
      question: `How do you set up ${atom} for my business?`,
      answer: `We set ${atom} up for you in ${howItWorks.steps.length} steps: ${howItWorks.steps.map((step) => step.title).join(', ')}. ${howItWorks.steps.at(-1)?.description ?? ''} See /crm#${howItWorks.id}.`,
      href: `/crm#${howItWorks.id}`,
      keywords: `${atom} setup onboarding import migrate process ${howItWorks.steps.map((step) => step.description).join(' ')}`,
      weight: PAGE_COPY_WEIGHT,
    },
    {
      id: 'crm:mobile-app',
      question: `Does ${atom} have a mobile app for iPhone and Android?`,
      answer: `Yes. ${mobileApp.text} It is on the App Store and Google Play; see /crm.`,
      href: '/crm',
      keywords: 'mobile app iphone ios android phone app store google play download',
      weight: PAGE_COPY_WEIGHT,
    },
  );
  return chunks;
}
