/**
 * Copy of the /about page (SPEC §2 "/about"), including the three-step method
 * whose orbit milestones start at '1'.
 */
import { siteConfig } from '~/site.config';
import { claims, company } from './company';
import type { Cta, FeatureCard, OrbitMilestone } from './types';

const { brandName, assistantName, crmName, foundingYear } = siteConfig;

/** Drawn size of the method's animated images (their SVG width and height), which reserves their space. */
const METHOD_IMAGE_SIZE = { width: 480, height: 360 };

export interface AboutImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface AboutContent {
  foundingYear: number;
  intro: {
    id: string;
    subtitle: string;
    heading: string;
    paragraphs: string[];
  };
  capabilities: {
    id: string;
    heading: string;
    intro: string;
    cards: FeatureCard[];
  };
  aLaCarte: {
    id: string;
    heading: string;
    description: string;
    options: { title: string; description: string }[];
  };
  whyDifferent: {
    id: string;
    heading: string;
    cards: FeatureCard[];
  };
  bottomLine: {
    id: string;
    heading: string;
    description: string;
    cta: Cta;
  };
  method: {
    id: string;
    heading: string;
    intro: string;
    initialMilestoneId: OrbitMilestone['id'];
    milestones: OrbitMilestone[];
    /** One animated image per milestone, shown when that milestone is selected. */
    images: Record<OrbitMilestone['id'], AboutImage>;
  };
}

export const aboutContent: AboutContent = {
  foundingYear,
  intro: {
    id: 'who-we-are',
    subtitle: `About ${brandName}`,
    heading: 'Who We Are',
    paragraphs: [
      `${brandName} was founded in ${foundingYear} to give small and mid-size businesses the kind of systems big companies take for granted: ` +
        'calls answered every time, leads followed up in seconds and marketing that runs all year.',
      `We build and run those systems for you. ${assistantName}, our AI employee, handles the conversations; ${crmName}, our CRM and marketing platform, ` +
        'keeps every customer organized; and our team does the setup, the strategy and the day-to-day work so you can run your business.',
    ],
  },
  capabilities: {
    id: 'capabilities',
    heading: 'What We Bring to Your Business',
    intro: 'Six capabilities, one team, all working toward more booked customers.',
    cards: [
      {
        icon: 'bot',
        title: 'AI Employees',
        description: `${assistantName} answers calls, chats and texts 24/7, qualifies leads and books appointments into your calendar.`,
        href: '/ai',
      },
      {
        icon: 'layout-dashboard',
        title: 'CRM and Automation',
        description: `${crmName} puts contacts, pipeline, inbox and follow-ups in one place, with automations that never forget a lead.`,
        href: '/crm',
      },
      {
        icon: 'megaphone',
        title: 'Marketing and Branding',
        description: 'Year-round campaigns, ads, a brand that looks the part and content from our studio every month.',
        href: '/marketing',
      },
      {
        icon: 'globe',
        title: 'AI-Enabled Websites',
        description: 'Fast, mobile-first websites that answer visitors and turn them into booked calls.',
        href: '/websites',
      },
      {
        icon: 'phone-call',
        title: 'Business Phone Systems',
        description: 'Business numbers, call tracking and two-way texting, connected to your CRM and your AI employee.',
        href: '/phone',
      },
      {
        icon: 'code',
        title: 'Custom Development',
        description: 'Custom AI, integrations and applications for the workflows no off-the-shelf tool covers.',
        href: '/development',
      },
    ],
  },
  aLaCarte: {
    id: 'a-la-carte',
    heading: 'À La Carte or Full System',
    description: 'Start where it hurts most and add the rest when you are ready. Every service works on its own and works better together.',
    options: [
      {
        title: 'À La Carte',
        description: 'Pick one service, like an AI employee or a new website, and we plug it into the tools you already use.',
      },
      {
        title: 'Full System',
        description: 'AI, CRM, marketing, web and phone set up as one connected system and run by one team.',
      },
    ],
  },
  whyDifferent: {
    id: 'why-different',
    heading: "Why We're Different",
    cards: [
      {
        icon: 'handshake',
        title: 'We Do the Work',
        description: 'You do not get a login and a to-do list. We set it up, run it and improve it, and you see the results.',
      },
      {
        icon: 'calendar-x',
        title: 'No Contracts, Real Accountability',
        description: `Month to month, cancel anytime. Most services go live in ${claims.implementation}, and we earn your business every month.`,
      },
    ],
  },
  bottomLine: {
    id: 'bottom-line',
    heading: 'Bottom Line',
    description: 'You should be running your business, not chasing leads. We build the system that chases them for you.',
    cta: { text: 'Get Started', href: '/contact' },
  },
  method: {
    id: 'our-method',
    heading: 'Our Method',
    intro: 'Three steps take you from scattered tools to a system that grows with you.',
    initialMilestoneId: '1',
    milestones: [
      {
        id: '1',
        label: 'Align',
        title: 'Align: Find the Focus',
        description: 'We find the focus for growth: where leads slip away, what your customers need and which changes pay off first.',
      },
      {
        id: '2',
        label: 'Activate',
        title: 'Activate: Launch What Matters',
        description: 'We launch what is needed at the needed pace, from one AI employee this week to a full system over a few weeks.',
      },
      {
        id: '3',
        label: 'Accelerate',
        title: 'Accelerate: Refine and Scale',
        description: 'We refine, manage and scale: tuning what works, dropping what does not and growing your system as your business grows.',
      },
    ],
    images: {
      '1': { src: '/images/about-align.svg', alt: 'A telescope lining up on a single bright star', ...METHOD_IMAGE_SIZE },
      '2': { src: '/images/about-activate.svg', alt: 'A rocket lifting off its launch pad', ...METHOD_IMAGE_SIZE },
      '3': { src: '/images/about-accelerate.svg', alt: 'A ship speeding past planets with a glowing trail', ...METHOD_IMAGE_SIZE },
    },
  },
};

export interface KeyFact {
  label: string;
  value: string;
}

/**
 * The facts beside the page's introduction, each taken from the module that owns it. Kept apart from
 * aboutContent, whose lines Vale's knowledge reads: these facts are already Vale's from company.ts.
 */
export const aboutKeyFacts: { title: string; facts: KeyFact[] } = {
  title: `${brandName} at a Glance`,
  facts: [
    { label: 'Founded', value: String(company.foundingYear) },
    { label: 'Live in', value: claims.implementation },
    { label: 'Average rating', value: `${company.rating.display} from ${company.rating.count} reviews` },
    { label: 'Terms', value: 'Month to month, no contracts, cancel anytime' },
    { label: 'Serving', value: `Businesses ${company.areasServed[0].toLowerCase()}` },
    { label: 'Team hours', value: company.hours.display },
  ],
};
