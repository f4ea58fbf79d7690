import { aiContent } from '~/content/ai';
import { siteConfig } from '~/site.config';
import { inSentence, listOf, sentence, slug, withArticle, type KnowledgeChunk } from './types';

const vale = siteConfig.assistantName;
const PAGE_COPY_WEIGHT = 0.75;

/** Vale's page: capabilities, industry packs, automation modules, how it works, outcomes, voice demo. */
export function aiKnowledge(): KnowledgeChunk[] {
  const { coreCapabilities, industryPacks, automationModules, howValeWorks, provenOutcomes, voiceDemo } = aiContent;
  const chunks: KnowledgeChunk[] = [];

  for (const card of coreCapabilities.cards) {
    chunks.push({
      id: `ai:capability-${slug(card.title)}`,
      question: `${vale}: ${card.title}`,
      answer: `Yes. ${sentence(card.description)} It covers ${listOf(card.features.map((feature) => inSentence(feature.label)))}. See /ai.`,
      href: '/ai',
      keywords: `${vale} capability ${card.features.map((feature) => `${feature.label} ${feature.hint}`).join(' ')}`,
      weight: PAGE_COPY_WEIGHT,
    });
  }

  for (const card of industryPacks.cards) {
    chunks.push({
      id: `ai:industry-pack-${slug(card.title)}`,
      question: `Is there a ${vale} industry pack for ${card.title}?`,
      answer: `Yes, ${vale} has ${withArticle(card.title)} industry pack: ${sentence(inSentence(card.description))} It includes ${listOf(card.features.map((feature) => inSentence(feature.label)))}. See /ai.`,
      href: '/ai',
      keywords: `industry pack ${card.title} ${card.features.map((feature) => `${feature.label} ${feature.hint}`).join(' ')}`,
      weight: PAGE_COPY_WEIGHT,
      card: true,
    });
  }

  for (const card of automationModules.cards) {
    chunks.push({
      id: `ai:module-${slug(card.title)}`,
      question: `What is the ${card.title} automation?`,
      answer: `${card.title}: ${sentence(inSentence(card.description))} ${sentence(card.tooltip)} See /ai.`,
      href: '/ai',
      keywords: `automation module ${card.title}`,
      weight: PAGE_COPY_WEIGHT,
      card: true,
    });
  }

  chunks.push(
    {
      id: 'ai:how-it-works',
      question: `How does ${vale} work, step by step?`,
      answer: `${vale} works in ${howValeWorks.steps.length} steps: ${howValeWorks.steps.map((step) => `${step.title} (${step.description.replace(/\.$/, '')})`).join('; ')}. See /ai.`,
      href: '/ai',
      keywords: 'how it works steps process engage capture follow up',
      weight: PAGE_COPY_WEIGHT,
    },
    {
      id: 'ai:outcomes',
      question: `What results does ${vale} deliver?`,
      answer: `${vale} clients see ${listOf(provenOutcomes.items.slice(0, 5).map((item) => `${item.value} ${item.label}`))}. See /ai.`,
      href: '/ai',
      keywords: `results outcomes roi proof statistics numbers ${provenOutcomes.items.map((item) => `${item.label} ${item.tooltip}`).join(' ')}`,
      weight: PAGE_COPY_WEIGHT,
    },
    {
      id: 'ai:voice-demo',
      question: `How can I hear ${vale}'s voice demo?`,
      answer: `${voiceDemo.paragraphs[0]} ${voiceDemo.note} Try it at /ai#${voiceDemo.id}.`,
      href: `/ai#${voiceDemo.id}`,
      keywords: 'voice demo try test hear call orb beta microphone talk speak',
      weight: PAGE_COPY_WEIGHT,
    },
  );
  return chunks;
}
