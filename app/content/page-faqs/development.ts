/** The FAQ block of /development (one module per page, so each page ships only its own questions). */
import { siteConfig } from '~/site.config';
import type { FaqEntry } from '~/content/types';
import { startingPrice } from '~/content/prices';

const vale = siteConfig.assistantName;
const crm = siteConfig.crmName;

export const developmentFaq: FaqEntry[] = [
  {
    q: 'What kinds of software do you develop?',
    a: 'Three kinds: Custom AI Development, Business Automation and Full-Stack Applications. See /development#services.',
  },
  {
    q: 'What does custom development cost?',
    a: `Development starts at ${startingPrice('development')}; each project is quoted on its scope, with financing available at checkout. See /pricing.`,
  },
  {
    q: 'Can you automate our manual processes?',
    a: 'Yes. Business Automation connects your tools and removes repetitive tasks such as data entry, follow-ups and reporting, so your team gets hours back each week.',
  },
  {
    q: 'Which systems can you integrate with?',
    a: `We integrate through native ${crm} integrations, automation connectors, or custom integrations built for systems without a ready-made connector.`,
  },
  {
    q: 'How does a development project start?',
    a: 'Press "Start Your Project" or book a free strategy session at /contact. We scope the project with you and send a plan, timeline and quote before any work begins.',
  },
  {
    q: 'Do you build AI agents other than Vale?',
    a: `Yes. Custom AI Development covers AI agents and assistants built on your own data and workflows, for jobs beyond answering calls and chats. ${vale} itself starts at ${startingPrice('ai')}. See /ai.`,
  },
];
