/**
 * Copy of the All Solutions overview (/solutions). The cards come from
 * offerings.ts; as an overview page it shows the overview readings of prices.
 */
import { siteConfig } from '~/site.config';
import { claims } from './company';
import { offeringList, overviewPriceLabel } from './offerings';
import type { Cta, Hero, Offering } from './types';

export interface SolutionOverviewCard {
  id: Offering['id'];
  icon: string;
  title: string;
  description: string;
  href: string;
  /** "From $497/month"; absent for Anti-AI, which has no price yet. */
  priceLabel?: string;
  ctaText: string;
  badge?: 'Coming Soon' | 'Premium';
}

function overviewCard(offering: Offering): SolutionOverviewCard {
  const badge = offering.comingSoon ? 'Coming Soon' : offering.premium ? 'Premium' : undefined;
  return {
    id: offering.id,
    icon: offering.icon,
    title: offering.name,
    description: offering.summary,
    href: offering.href,
    priceLabel: overviewPriceLabel(offering),
    ctaText: offering.comingSoon ? 'Take a Look' : 'Learn More',
    ...(badge ? { badge } : {}),
  };
}

export const solutionsContent = {
  hero: {
    subtitle: 'All Solutions',
    title: 'Everything Your Business Needs to Capture, Convert and Keep Customers',
    description: `AI that answers every lead, a CRM that keeps them organized, and the marketing, website, phone and custom software around it. Take one piece or the whole system, live in ${claims.implementation}.`,
    primaryCta: { text: 'Get Started', href: '/contact' },
    secondaryCta: { text: 'See Starting Prices', href: '/pricing' },
    image: { src: '/images/solutions-hero.svg', alt: 'The services of the system connected around a central CRM', maxWidth: 560 },
    tagline: siteConfig.tagline,
  } satisfies Hero,

  overview: {
    id: 'all-solutions',
    heading: 'Our Solutions',
    intro: 'Starting prices are a guide. Every plan is quoted for your business, with no fixed packages you have to squeeze into.',
    // A getter: the offerings are read from the page registry, which loads this module first (see pages.ts).
    get cards(): SolutionOverviewCard[] {
      return offeringList().map(overviewCard);
    },
  },

  buyOneOrFull: {
    heading: 'Buy One Service or the Full System',
    intro: 'Start where it hurts most. Add the rest when you are ready, and everything you add connects to what you already have.',
    options: [
      {
        title: 'À La Carte',
        description: `Pick a single service, like ${siteConfig.assistantName} on your phone line or a new website, and get a clear quote for just that.`,
        points: ['Pay only for what you use', 'Each service works on its own', 'Add more whenever you like'],
      },
      {
        title: 'Full System',
        description: `AI, ${siteConfig.crmName} CRM, marketing, website and phone run as one system, so every lead is captured, followed up and tracked to the sale.`,
        points: ['One team and one login', 'Every channel in one inbox', 'The best value for growing businesses'],
      },
    ],
    terms: [
      `Live in ${claims.implementation}`,
      'No contracts',
      'Cancel anytime',
      'Custom quotes for your business',
    ],
  },

  faq: {
    id: 'faq',
    heading: 'Frequently Asked Questions',
    intro: 'Straight answers about every service, pricing, setup and support. Search them, or pick a topic to narrow the list.',
  },

  finalCta: {
    heading: 'Not Sure Where to Start?',
    text: 'Book a free strategy session. We will look at how leads reach you today and recommend the smallest set of services that makes the biggest difference.',
    primaryCta: { text: 'Get Started', href: '/contact' },
    secondaryCta: { text: 'Book Your Strategy Session', href: '/contact' },
  } satisfies { heading: string; text: string; primaryCta: Cta; secondaryCta: Cta },
};

export type SolutionsContent = typeof solutionsContent;
