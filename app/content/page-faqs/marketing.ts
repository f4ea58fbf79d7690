/** The FAQ block of /marketing (one module per page, so each page ships only its own questions). */
import { siteConfig } from '~/site.config';
import type { FaqEntry } from '~/content/types';
import { startingPrice } from '~/content/prices';

const vale = siteConfig.assistantName;
const crm = siteConfig.crmName;

export const marketingFaq: FaqEntry[] = [
  {
    q: 'What does your marketing service include?',
    a: 'Three groups of services: Marketing & Lead Gen, Branding, and a Content Studio. Together they give you year-round content, professional media and lead generation, run for you all year.',
  },
  {
    q: 'How much does your marketing service cost?',
    a: `Marketing plans start at ${startingPrice('marketing')} on our pricing page (entry marketing services from ${startingPrice('marketing', 'overview')}). There are no contracts and you can cancel anytime. See /pricing.`,
  },
  {
    q: 'What does year-round content mean?',
    a: 'The Content Studio plans and produces content every month, not just at launch, so your social channels, website and campaigns stay active all year.',
  },
  {
    q: 'Do you create photos and video?',
    a: 'Yes. Professional Media is part of the Content Studio: we produce the photos, graphics and video your brand, ads and website need.',
  },
  {
    q: 'How do you generate leads?',
    a: `We run campaigns and ads that bring visitors to your site, where ${vale} answers and books them around the clock and every lead lands in ${crm} CRM. See /ai and /crm.`,
  },
  {
    q: 'How do I get started with marketing?',
    a: 'Press "Scale My Marketing" or book a free strategy session at /contact. We review your goals and current marketing and send a custom plan and quote.',
  },
];
