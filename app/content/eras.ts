/**
 * Copy of the /time-travel page (SPEC §2 "/time-travel", §4, §9): eleven eras of how
 * business kept track of customers and work, and the page's other blocks (the intro
 * overlay's timing lives with its clock in features/time-travel). The page's four-question FAQ lives in page-faqs/time-travel.ts.
 */
import { siteConfig } from '~/site.config';
import type { Cta, Era, FeatureCard, Hero } from './types';
import { claims } from './company';

const { brandName, assistantName, crmName } = siteConfig;

export const eras: Era[] = [
  {
    id: 'tally-marks',
    image: '/images/eras/tally-marks.svg',
    headline: 'Tally Marks',
    timestamp: 'c. 3000 BCE',
    copy: 'The first business records were notches on bone and marks pressed into clay tablets, counting grain, cattle and debts owed.',
    bullets: [
      'Sumerian scribes tracked trade on clay tablets',
      'One mark for one sheep, one jar, one debt',
      'Only the person who made the marks could read them reliably',
    ],
    lesson: 'Business has always run on keeping track. The question is how much effort it takes.',
    altText: 'A clay tablet covered in rows of tally marks',
  },
  {
    id: 'ledgers',
    image: '/images/eras/ledgers.svg',
    headline: 'Ledgers',
    timestamp: 'Antiquity-1500s',
    copy: 'Merchants moved from tablets to scrolls and bound ledgers, writing down who bought what, who owed whom and when it was due.',
    bullets: [
      'Handwritten books became the memory of a business',
      'Customer lists lived in one merchant’s ledger',
      'A lost or burned book meant lost customers',
    ],
    lesson: 'Records that live in one place, in one person’s hands, put the whole business at risk.',
    altText: 'An open leather-bound ledger with ink and a quill',
  },
  {
    id: 'double-entry',
    image: '/images/eras/double-entry.svg',
    headline: 'Double-Entry Bookkeeping',
    timestamp: '1500s-1800s',
    copy: 'Double-entry bookkeeping spread from Italian trading houses across Europe, and every transaction was recorded twice so the books had to balance.',
    bullets: [
      'Debits and credits checked each other',
      'Errors became visible instead of hidden',
      'Businesses could finally measure profit with confidence',
    ],
    lesson: 'A good system does not just store information. It catches mistakes before they cost money.',
    altText: 'Two balanced columns of figures in an old account book',
  },
  {
    id: 'telegraph-typewriter',
    image: '/images/eras/telegraph-typewriter.svg',
    headline: 'Telegraph and Typewriter',
    timestamp: '1800s-1930s',
    copy: 'The telegraph carried orders across continents in minutes, and the typewriter turned every office into a place that produced clear, fast paperwork.',
    bullets: [
      'Orders and prices travelled faster than trains',
      'Typed letters and forms replaced handwriting',
      'Filing cabinets filled up with customer records',
    ],
    lesson: 'Speed wins customers. The business that replies first usually gets the order.',
    altText: 'A brass telegraph key beside a black typewriter',
  },
  {
    id: 'punch-cards',
    image: '/images/eras/punch-cards.svg',
    headline: 'Punch Cards',
    timestamp: '1940s-1960s',
    copy: 'Punch cards and room-sized computers let large companies process payroll, inventory and billing by machine for the first time.',
    bullets: [
      'Data stored as holes punched in cardboard',
      'Computing was reserved for the largest companies',
      'Small businesses still ran on paper and phone calls',
    ],
    lesson: 'Automation started as a big-company advantage. It would take decades to reach everyone else.',
    altText: 'A stack of punch cards feeding into a mainframe reader',
  },
  {
    id: 'personal-computers',
    image: '/images/eras/personal-computers.svg',
    headline: 'Personal Computers',
    timestamp: '1970s-1980s',
    copy: 'The personal computer put spreadsheets and databases on the desks of small businesses, and the Rolodex began its slow retirement.',
    bullets: [
      'Spreadsheets made forecasting a one-person job',
      'Customer databases replaced card files',
      'Owners learned software on nights and weekends',
    ],
    lesson: 'Powerful tools only pay off when someone has the time to set them up and use them well.',
    altText: 'A beige desktop computer with a green spreadsheet on screen',
  },
  {
    id: 'web-email',
    image: '/images/eras/web-email.svg',
    headline: 'Web and Email',
    timestamp: '1990s',
    copy: 'Websites gave every business a storefront open around the clock, and email made reaching a customer free and instant.',
    bullets: [
      'The first business websites went live',
      'Email replaced letters, faxes and many calls',
      'Customers began researching before they called',
    ],
    lesson: 'Being open 24/7 online is only half of it. Someone still has to answer.',
    altText: 'A dial-up modem and an early web browser showing a business homepage',
  },
  {
    id: 'cloud',
    image: '/images/eras/cloud.svg',
    headline: 'The Cloud',
    timestamp: '2000s',
    copy: 'Software moved online. CRMs, calendars and accounting tools became subscriptions a small business could start in an afternoon.',
    bullets: [
      'Software as a service replaced installed programs',
      'Teams shared one customer record from anywhere',
      'A new login for every tool, and data scattered across them',
    ],
    lesson: 'More tools are not the same as a better system. They have to work together.',
    altText: 'A server rack linked to a laptop and a phone through a glowing cloud',
  },
  {
    id: 'mobile',
    image: '/images/eras/mobile.svg',
    headline: 'Mobile',
    timestamp: '2010s',
    copy: 'Smartphones put the whole business in every customer’s pocket. People started expecting to text, book and pay in a few taps.',
    bullets: [
      'Most website visits moved to phones',
      'Texting became the fastest way to reach customers',
      'Reviews and maps decided who got the call',
    ],
    lesson: 'Customers now expect an answer in minutes, on the channel they choose.',
    altText: 'A smartphone showing a text conversation and a booking confirmation',
  },
  {
    id: 'ai',
    image: '/images/eras/ai.svg',
    headline: 'Artificial Intelligence',
    timestamp: '2020s',
    copy: 'AI learned to hold real conversations, write, summarize and decide. For the first time, software could do the talking, not just the tracking.',
    bullets: [
      'AI answers calls and chats in natural language',
      'Follow-up and scheduling run without a person pressing send',
      'Small businesses gain the reach of a large team',
    ],
    lesson: 'The advantage that began with big companies is finally available to everyone.',
    altText: 'A glowing AI assistant answering a phone call and a chat at once',
  },
  {
    id: 'now-next',
    image: '/images/eras/now-next.svg',
    headline: `${brandName}: ${assistantName} and ${crmName}`,
    timestamp: 'Now → Next',
    copy:
      `${assistantName}, our AI employee, answers every call and chat around the clock, and ${crmName}, our CRM and marketing platform, ` +
      'remembers every customer and follows up automatically. Five thousand years of record keeping, finally doing the work for you.',
    bullets: [
      `${assistantName} answers, qualifies and books 24/7`,
      `${crmName} keeps every lead and conversation in one place`,
      `Our team sets it all up in ${claims.implementation}`,
    ],
    lesson: 'The next era belongs to businesses that let their systems do the busywork and spend their time with customers.',
    altText: `${assistantName} and the ${crmName} dashboard shown together on a spaceship console`,
  },
];

export interface TimeTravelContent {
  intro: {
    /** What the overlay says while the year counter runs. */
    label: string;
    skipLabel: string;
  };
  hero: Hero;
  timeline: {
    /** Target of the hero's "start the journey" action. */
    id: string;
    heading: string;
    intro: string;
    previousLabel: string;
    nextLabel: string;
    progressLabel: string;
    jumpLabel: string;
  };
  automate: {
    id: string;
    heading: string;
    intro: string;
    items: FeatureCard[];
  };
  giveTime: {
    id: string;
    heading: string;
    description: string;
    cta: Cta;
  };
}

export const timeTravelContent: TimeTravelContent = {
  intro: {
    label: 'Traveling through 5,000 years of business',
    skipLabel: 'Skip intro',
  },
  hero: {
    subtitle: 'A Brief History of Business Time',
    title: 'From Tally Marks to AI Employees',
    description:
      'For five thousand years, businesses have looked for better ways to keep track of customers and get the work done. ' +
      'Travel through the eras and see where the next one starts.',
    primaryCta: { text: 'Start the Journey', href: '#timeline' },
    secondaryCta: { text: 'Talk to a Guide', href: '/contact' },
    image: {
      src: '/images/time-travel-hero.svg',
      alt: 'A time machine dial spinning from ancient clay tablets to a modern AI console',
      maxWidth: 560,
    },
    tagline: `${eras.length} eras. One lesson: the business that answers first wins.`,
  },
  timeline: {
    id: 'timeline',
    heading: 'The Timeline',
    intro: 'Step through each era, or jump straight to the one you want.',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    progressLabel: 'Journey progress',
    jumpLabel: 'Jump to an era',
  },
  automate: {
    id: 'automate-orchestrate-delight',
    heading: 'What the Next Era Looks Like',
    intro: 'Three things a modern business system does that no ledger ever could.',
    items: [
      {
        icon: 'zap',
        title: 'Automate',
        description: 'Answering, follow-up, reminders and review requests run on their own, every time, without anyone pressing send.',
      },
      {
        icon: 'workflow',
        title: 'Orchestrate',
        description: `${assistantName}, ${crmName}, your website and your phone share one record, so every channel knows what the others said.`,
      },
      {
        icon: 'heart-handshake',
        title: 'Delight',
        description: 'Customers get fast answers, easy booking and a personal touch, and your team gets its evenings back.',
      },
    ],
  },
  giveTime: {
    id: 'we-give-you-time',
    heading: 'We Give You Time',
    description:
      `Every era promised to save time. We actually hand it back: owners using our system save ${claims.hoursSavedWeekly} hours a week on calls, follow-up and scheduling.`,
    cta: { text: `Book a ${claims.walkthroughMinutes}-Minute Walkthrough`, href: '/contact' },
  },
};
