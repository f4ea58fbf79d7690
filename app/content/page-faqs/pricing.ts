/** The FAQ block of /pricing (one module per page, so each page ships only its own questions). */
import { siteConfig } from '~/site.config';
import { PHONE_BILLING_TERMS, RATES_SENTENCE } from '~/content/phone-rates';
import type { FaqEntry } from '~/content/types';
import { capitalise } from '~/lib/capitalise';
import { startingAmount, startingPrice } from '~/content/prices';
import { BUNDLE_FACTS } from '~/content/plan-bundles';
import { infinityPartnerIncludes } from '~/content/infinity-partner';

const brand = siteConfig.brandName;
const vale = siteConfig.assistantName;
const crm = siteConfig.crmName;

export const pricingFaq: FaqEntry[] = [
  {
    q: 'Why are your plans custom?',
    a: 'Every business needs a different mix of services, so each plan is a custom quote; the starting prices on this page show where each service begins. Book a free strategy session at /contact to get yours.',
    category: 'Pricing & Packages',
  },
  {
    q: 'What are the starting prices?',
    a: `${vale} AI from ${startingPrice('ai')}, ${crm} CRM from ${startingPrice('crm')}, Marketing from ${startingPrice('marketing')} on this page (entry marketing services from ${startingPrice('marketing', 'overview')}), Phone from ${startingPrice('phone')}, Website from ${startingPrice('website')} and Development from ${startingPrice('development')}. Infinity Partner starts at ${startingPrice('infinity-partner')}.`,
    category: 'Pricing & Packages',
  },
  {
    q: 'Are there contracts or cancellation fees?',
    a: 'No. There are no contracts, and you can cancel anytime.',
    category: 'Pricing & Packages',
  },
  {
    q: 'Can I pay over time?',
    a: 'Yes, financing is available at checkout. We accept credit card, debit card and bank transfer, in USD.',
    category: 'Pricing & Packages',
  },
  {
    q: 'Do setup fees always apply?',
    a: `No, setup fees may not always apply; your quote states exactly which ones do. Website setup starts at ${startingAmount('website')} and development setup at ${startingAmount('development')}.`,
    category: 'Pricing & Packages',
  },
  {
    q: 'What do the example bundles include and how long do they take?',
    a: `Launch Bundle: ${BUNDLE_FACTS.hyperdrive.deliveryWeeks}, ${BUNDLE_FACTS.hyperdrive.sitePages}-page site. Leadflow Bundle: ${BUNDLE_FACTS.lightspeed.deliveryWeeks}, ${BUNDLE_FACTS.lightspeed.sitePages}-page site. Scale Bundle: ${BUNDLE_FACTS.warpspeed.deliveryWeeks}, ${BUNDLE_FACTS.warpspeed.sitePages}-page site. They are examples of what a subscription could look like. See /pricing#plan-examples.`,
    category: 'Pricing & Packages',
  },
  {
    q: 'What does the Infinity Partner plan include?',
    a: `Infinity Partner is our premium full-time partner plan, with ${brand} as your ongoing team and a platform license included, from ${startingPrice('infinity-partner')}. It covers ${infinityPartnerIncludes()}. See /pricing#infinity-partner.`,
    category: 'Pricing & Packages',
  },
  {
    q: 'What are the phone usage rates?',
    a: `${capitalise(RATES_SENTENCE)}, billed monthly on actual usage in whole-minute increments and ${PHONE_BILLING_TERMS.smsSegmentCharacters}-character segments, with setup and carrier fees included. Use the Usage Estimate Tool to work out your cost.`,
    category: 'Pricing & Packages',
  },
];
