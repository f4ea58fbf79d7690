/**
 * Copy of the /development page (SPEC §2 "/development"). The page's FAQ lives in faqs.ts.
 */
import { siteConfig } from '~/site.config';
import type { BuildServiceCard, Cta, FeatureCard, Hero, StartingPrice, TechnologyCategory } from './types';
import { STARTING_PRICES, startingPrice } from './prices';

const { brandName, assistantName, crmName } = siteConfig;

export interface DevelopmentContent {
  hero: Hero;
  astroblaster: {
    heading: string;
    description: string;
    link: Cta;
  };
  whatWeBuild: {
    /** Target of the hero's "View Services" anchor. */
    id: string;
    heading: string;
    intro: string;
    cards: BuildServiceCard[];
  };
  technologyStack: {
    id: string;
    heading: string;
    intro: string;
    /** The spec shows the six headings with empty item lists. */
    categories: TechnologyCategory[];
  };
  integrations: {
    id: string;
    heading: string;
    intro: string;
    cards: FeatureCard[];
  };
  closingCta: {
    heading: string;
    description: string;
    cta: Cta;
  };
  facts: {
    setupPrice: StartingPrice;
    setupPriceLabel: string;
  };
}


export const developmentContent: DevelopmentContent = {
  hero: {
    subtitle: 'Custom Development',
    title: 'Software Built Around How Your Business Actually Runs',
    description:
      `When off-the-shelf tools stop fitting, ${brandName} builds the custom AI, automations and applications ` +
      'that close the gap, from a single workflow to a full platform.',
    primaryCta: { text: 'Start Your Project', href: '/contact' },
    secondaryCta: { text: 'View Services', href: '#services' },
    image: {
      src: '/images/development-hero.svg',
      alt: 'Code editor and connected system diagram for a custom business application',
      maxWidth: 560,
    },
    tagline: `Custom projects from ${startingPrice('development')}.`,
  },
  astroblaster: {
    heading: 'Need a Break From Spreadsheets?',
    description: 'We build games too. Fly our arcade ship through an asteroid field of manual tasks and blast them into automations.',
    link: { text: 'Play AstroBlaster', href: '/astroblaster' },
  },
  whatWeBuild: {
    id: 'services',
    heading: 'What We Build',
    intro: 'Three kinds of projects cover almost every custom need we see from small and mid-size businesses.',
    cards: [
      {
        icon: 'brain-circuit',
        title: 'Custom AI Development',
        description:
          `AI agents and assistants trained on your documents, data and processes, going further than ${assistantName} does out of the box.`,
        features: 'Custom AI agents, Document and knowledge-base Q&A, Lead scoring models, AI content pipelines, Voice and chat assistants, Data extraction from forms and PDFs',
      },
      {
        icon: 'workflow',
        title: 'Business Automation',
        description: 'We map the repetitive work your team does by hand and replace it with automations that run every time, without reminders.',
        features: `Workflow automation, ${crmName} CRM automations, Invoice and payment flows, Automated reporting, Onboarding sequences, Inventory and order syncing`,
      },
      {
        icon: 'layers',
        title: 'Full-Stack Applications',
        description: 'Customer portals, internal dashboards and web apps built end to end, hosted, secured and maintained by our team.',
        features: 'Customer portals, Internal dashboards, Booking and scheduling apps, Mobile-friendly web apps, Secure user accounts, API development',
      },
    ],
  },
  technologyStack: {
    id: 'technology',
    heading: 'Our Technology Stack',
    intro: 'Proven, well-supported tools chosen for each project, so what we build stays fast, secure and easy to extend.',
    categories: [
      { name: 'AI & Machine Learning', summary: 'Language models, retrieval over your documents and voice, chosen per task and kept under your control.', items: [] },
      { name: 'Frontend', summary: 'Fast, accessible interfaces that work on every phone, tablet and desktop your customers use.', items: [] },
      { name: 'Backend', summary: 'Secure services and APIs that run your business rules and scale with your traffic.', items: [] },
      { name: 'Databases', summary: 'Reliable storage for customers, orders and history, with backups and clear ownership of your data.', items: [] },
      { name: 'Cloud & DevOps', summary: 'Automated deployments, monitoring and hosting, so releases are routine and downtime is rare.', items: [] },
      { name: 'Integrations & APIs', summary: `Connections to ${crmName}, calendars, payments and the tools your team already works in.`, items: [] },
    ],
  },
  integrations: {
    id: 'integrations',
    heading: 'Connects to the Tools You Already Use',
    intro: 'Three ways we tie new software into your existing stack, picked by what each connection needs.',
    cards: [
      {
        icon: 'plug',
        title: 'Native Integration',
        description: `Direct, built-in connections to ${crmName}, calendars, payment processors and the platforms your team works in every day.`,
      },
      {
        icon: 'zap',
        title: 'Automation Connectors',
        description: 'Webhooks and automation platforms link thousands of apps, passing data between them the moment something happens.',
      },
      {
        icon: 'code',
        title: 'Custom Integration',
        description: 'For legacy systems and niche software, we write custom API connections so data flows where no connector exists.',
      },
    ],
  },
  closingCta: {
    heading: 'Have a Project in Mind?',
    description: 'Tell us what slows your team down. We will scope it, price it and show you a plan in your free strategy session.',
    cta: { text: 'Start Your Project', href: '/contact' },
  },
  facts: {
    setupPrice: STARTING_PRICES['development'].pricing,
    setupPriceLabel: `From ${startingPrice('development')}`,
  },
};
