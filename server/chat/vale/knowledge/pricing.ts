import { PHONE_BILLING_TERMS, PHONE_RATES, pricingContent } from '~/content/pricing';
import { inSentence, listOf, type KnowledgeChunk } from './types';

const usd = (amount: number) => `$${amount}`;

/** Phone usage rates and billing terms, example bundles and the Infinity Partner plan. */
export function pricingKnowledge(): KnowledgeChunk[] {
  const { bundles, infinityPartner, startingPrices, phoneUsage } = pricingContent;
  const chunks: KnowledgeChunk[] = [
    {
      id: 'pricing:phone-rates',
      // Asked of phone usage as a whole: naming one rate here would make it that rate's answer.
      question: 'What are the phone usage rates for calls and messages?',
      answer:
        `Phone usage costs ${usd(PHONE_RATES.outboundPerMinute)}/min outbound, ${usd(PHONE_RATES.inboundPerMinute)}/min inbound ` +
        `and ${usd(PHONE_RATES.smsPerSegment)} per text segment of up to ${PHONE_BILLING_TERMS.smsSegmentCharacters} characters. ` +
        `It is billed ${PHONE_BILLING_TERMS.cycle} on ${PHONE_BILLING_TERMS.basis} in whole-minute increments, with setup and carrier fees included. ` +
        `The ${phoneUsage.buttonLabel} on /pricing works out your cost.`,
      href: '/pricing',
      keywords: 'phone usage rate rates minute minutes outbound inbound sms text message segment billing bill calls',
      weight: 1,
    },
    {
      id: 'pricing:phone-billing',
      question: 'How is phone usage billed?',
      answer: `${PHONE_BILLING_TERMS.lines.join(' ')} See /pricing.`,
      href: '/pricing',
      keywords: 'phone billing invoice monthly whole minute increments rounding segment carrier setup fees included',
      weight: 0.9,
    },
    {
      id: 'pricing:usage-estimate',
      question: 'How do I estimate my phone usage cost?',
      answer:
        `Open the ${phoneUsage.buttonLabel} on /pricing and enter your outbound minutes, inbound minutes and SMS segments per month; ` +
        'it adds them up at the usage rates and shows the monthly estimate with a breakdown.',
      href: '/pricing',
      keywords: 'calculator estimate estimator usage tool phone bill monthly',
      weight: 0.9,
    },
    {
      id: 'pricing:infinity-partner',
      question: `What is the ${infinityPartner.heading} and what does it include?`,
      answer:
        `${infinityPartner.heading.replace(/ Plan$/, '')} is our premium full-time partner plan from ${infinityPartner.priceLabel} ` +
        `(${infinityPartner.overviewPriceLabel} on overview pages), with the ${infinityPartner.platformLicenseNote.replace(/\.$/, '')}. ` +
        `It includes ${listOf(infinityPartner.features.map((feature) => inSentence(feature.label)))}. See /pricing#${infinityPartner.id}.`,
      href: `/pricing#${infinityPartner.id}`,
      keywords: `infinity partner premium full time partner plan platform license ${infinityPartner.features.map((f) => `${f.label} ${f.hint}`).join(' ')}`,
      weight: 1,
    },
    {
      id: 'pricing:starting-prices',
      question: 'What are your prices?',
      answer: `Starting prices: ${listOf(startingPrices.cards.map((card) => `${card.name} ${card.priceLabel}`))}, and Infinity Partner ${infinityPartner.priceLabel}. Every plan is a custom quote. See /pricing.`,
      href: '/pricing',
      keywords: 'starting prices price list all services plans packages how much everything',
      weight: 0.9,
    },
  ];

  // One chunk per rate, so "inbound?" gets the inbound rate, not all three.
  chunks.push(
    {
      id: 'pricing:rate-outbound',
      question: 'How much do outbound calls cost?',
      answer: `Outbound calls cost ${usd(PHONE_RATES.outboundPerMinute)} per minute, billed in whole-minute increments, with setup and carrier fees included. See /pricing.`,
      href: '/pricing',
      keywords: 'outbound outgoing calls making calls dialing minute rate',
      weight: 1,
    },
    {
      id: 'pricing:rate-inbound',
      question: 'How much do inbound calls cost?',
      answer: `Inbound calls cost ${usd(PHONE_RATES.inboundPerMinute)} per minute, billed in whole-minute increments, with setup and carrier fees included. See /pricing.`,
      href: '/pricing',
      keywords: 'inbound incoming calls receiving calls minute rate',
      weight: 1,
    },
    {
      id: 'pricing:rate-sms',
      question: 'How much does a text message cost?',
      answer: `Text messages cost ${usd(PHONE_RATES.smsPerSegment)} per SMS segment of up to ${PHONE_BILLING_TERMS.smsSegmentCharacters} characters, with setup and carrier fees included. See /pricing.`,
      href: '/pricing',
      keywords: 'text message sms texting segment rate per text',
      weight: 1,
    },
  );

  for (const bundle of bundles.items) {
    chunks.push({
      id: `pricing:bundle-${bundle.id}`,
      question: `What is included in the ${bundle.name} and how long does it take?`,
      answer:
        `The ${bundle.name} is an example plan delivered in ${bundle.deliveryWeeks}, with a ${bundle.sitePages}-page site: ` +
        `${listOf(bundle.features.map((feature) => inSentence(feature.label)))}. ${bundles.notes.join('. ')}. See /pricing#${bundles.id}.`,
      href: `/pricing#${bundles.id}`,
      keywords: `${bundle.name} ${bundle.id} bundle example plan package subscription ${bundle.tagline} ${bundle.features.map((f) => f.hint ?? '').join(' ')}`,
      weight: 1,
    });
  }
  return chunks;
}
