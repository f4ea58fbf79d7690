/** The FAQ block of /pricing (one module per page, so each page ships only its own questions). */
import { siteConfig } from '~/site.config';
import { RATES_SENTENCE } from '~/content/phone-rates';
import type { FaqEntry } from '~/content/types';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
    a: `${vale} AI from $147/month, ${crm} CRM from $197/month, Marketing from $1,697/month on this page (entry marketing services from $497/month), Phone from $47/month, Website from $4,242 setup and Development from $1,818 setup. Infinity Partner starts at $2,497/month.`,
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
    a: 'No, setup fees may not always apply; your quote states exactly which ones do. Website setup starts at $4,242 and development setup at $1,818.',
    category: 'Pricing & Packages',
  },
  {
    q: 'What do the example bundles include and how long do they take?',
    a: 'Launch Bundle: 1-2 weeks, 4-page site. Leadflow Bundle: 2-3 weeks, 10-page site. Scale Bundle: 3-5 weeks, 20-page site. They are examples of what a subscription could look like. See /pricing#plan-examples.',
    category: 'Pricing & Packages',
  },
  {
    q: 'What does the Infinity Partner plan include?',
    a: `Infinity Partner is our premium full-time partner plan, with ${brand} as your ongoing team and a platform license included, from $2,497/month. See /pricing#infinity-partner.`,
    category: 'Pricing & Packages',
  },
  {
    q: 'What are the phone usage rates?',
    a: `${capitalise(RATES_SENTENCE)}, billed monthly on actual usage in whole-minute increments and 160-character segments, with setup and carrier fees included. Use the Usage Estimate Tool to work out your cost.`,
    category: 'Pricing & Packages',
  },
];
