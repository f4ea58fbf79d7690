/** The FAQ block of /time-travel (one module per page, so each page ships only its own questions). */
import { siteConfig } from '~/site.config';
import { claims } from '~/content/claims';
import { eras } from '~/content/eras';
import type { FaqEntry } from '~/content/types';

const vale = siteConfig.assistantName;
const crm = siteConfig.crmName;

export const timeTravelFaq: FaqEntry[] = [
  {
    q: 'What is this page about?',
    a: `A trip through ${eras.length} eras of how businesses kept track of their work: from tally marks around 3000 BCE, ledgers and double-entry bookkeeping, the telegraph and typewriter, punch cards, personal computers, the web and email, the cloud and mobile, to AI in the 2020s and what comes next.`,
  },
  {
    q: 'What does the history of business tools have to do with my business?',
    a: 'Each era gave businesses a tool that saved time; AI is the tool of this one. Businesses that adopted each new tool early pulled ahead, and today that means answering every lead instantly and automating the busywork.',
  },
  {
    q: 'What do Automate, Orchestrate and Delight mean?',
    a: `Automate the repetitive work, orchestrate your tools so ${vale}, ${crm} and your website work as one system, and delight customers with instant answers and smooth booking.`,
  },
  {
    q: `What is the ${claims.walkthroughMinutes}-minute walkthrough?`,
    a: `A free ${claims.walkthroughMinutes}-minute walkthrough with our team showing where automation gives your business time back. Book it at /contact.`,
  },
];
