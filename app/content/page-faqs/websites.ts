/** The FAQ block of /websites (one module per page, so each page ships only its own questions). */
import { siteConfig } from '~/site.config';
import type { FaqEntry } from '~/content/types';
import { claims } from '~/content/company';
import { startingPrice } from '~/content/prices';

const vale = siteConfig.assistantName;
const crm = siteConfig.crmName;

export const websitesFaq: FaqEntry[] = [
  {
    q: 'How much does a new website cost?',
    a: `Websites start at ${startingPrice('website')}, with financing available at checkout. Your exact price is a custom quote. See /pricing.`,
  },
  {
    q: 'How long does it take to build my website?',
    a: `A template website takes ${claims.templateSiteWeeks} weeks and a custom website ${claims.customSiteWeeks} weeks.`,
  },
  {
    q: 'What is the difference between a static website and an AI website?',
    a: `A static website only shows information. An AI-enabled website has ${vale} built in: it answers visitors' questions, qualifies them and books appointments 24/7, so fewer leads leave without a word.`,
  },
  {
    q: 'Does the website sync with my CRM?',
    a: `Yes. Forms, chats and bookings on your website sync into ${crm} CRM automatically, so every lead is tracked from the first click. See /crm.`,
  },
  {
    q: 'How many pages can my website have?',
    a: 'As many as you need: the example bundles include 4-page (Launch), 10-page (Leadflow) and 20-page (Scale) sites, and a custom quote covers any size. See /pricing#plan-examples.',
  },
  {
    q: 'Can I start with a website and add Vale later?',
    a: 'Yes. Every service can be bought on its own and added later, with no contracts. See /solutions.',
  },
];
