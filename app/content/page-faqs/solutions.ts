/** The FAQ block of /solutions (one module per page, so each page ships only its own questions). */
import { siteConfig } from '~/site.config';
import type { FaqEntry } from '~/content/types';
import { claims } from '~/content/company';
import { startingPrice } from '~/content/prices';

const vale = siteConfig.assistantName;
const crm = siteConfig.crmName;

export const solutionsFaq: FaqEntry[] = [
  {
    q: 'Do I have to buy the full system?',
    a: 'No. Every solution can be bought on its own or combined into a full system, and you can add more later. There are no contracts.',
  },
  {
    q: 'Which solution should I start with?',
    a: 'That depends on where you lose the most leads today. On a free strategy session at /contact we look at your goals and tools and recommend where to start, with a custom quote.',
  },
  {
    q: 'How do your solutions work together?',
    a: `${vale} answers and books leads from your website, phone and ads; ${crm} CRM stores every contact and runs your follow-ups; and our marketing keeps new leads coming. Each part feeds the others.`,
  },
  {
    q: 'How fast can I be up and running?',
    a: `Implementation takes ${claims.implementation} for most services; websites take ${claims.templateSiteWeeks} weeks (template) or ${claims.customSiteWeeks} weeks (custom).`,
  },
  {
    q: 'What is the difference between buying services and Infinity Partner?',
    a: `Individual services are priced one by one from ${startingPrice('phone')}. Infinity Partner, from ${startingPrice('infinity-partner', 'overview')}, is our premium full-time partner plan that covers your growth end to end and includes a platform license. See /pricing#infinity-partner.`,
  },
];
