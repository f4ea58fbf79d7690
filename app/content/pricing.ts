/**
 * Copy and figures of the /pricing page (SPEC §2 "/pricing", §9). The page's FAQ lives in faqs.ts.
 *
 * Prices here are the readings shown on the pricing page; where the home and overview
 * pages quote a different figure (Marketing, Infinity Partner) offerings.ts keeps both.
 */
import { siteConfig } from '~/site.config';
import { RATES_SENTENCE, rate } from './phone-rates';
import type { BundleFeature, Cta, Feature, FeatureCard, Hero, IconName, PlanBundle, StartingPrice } from './types';
import { claims } from './company';
import { STARTING_PRICES, startingPrice, type PricedOffering } from './prices';
import { BUNDLE_FACTS } from './plan-bundles';
import { INFINITY_PARTNER_FEATURES } from './infinity-partner';

const { assistantName, crmName } = siteConfig;

export { PHONE_BILLING_TERMS, PHONE_RATES, USAGE_DEFAULTS } from './phone-rates';

export interface StartingPriceCard {
  offeringId: PricedOffering;
  name: string;
  icon: IconName;
  description: string;
  price: StartingPrice;
  /** Display form, e.g. "$147/month" or "$4,242 setup". */
  priceLabel: string;
  learnMore: Cta;
}

export interface PricingContent {
  hero: Hero;
  startingPrices: {
    /** Target of the hero's "See Starting Prices" anchor. */
    id: string;
    heading: string;
    intro: string;
    cards: StartingPriceCard[];
  };
  infinityPartner: {
    id: 'infinity-partner';
    heading: string;
    badge: string;
    description: string;
    price: StartingPrice;
    priceLabel: string;
    /** The rounded figure the home and overview pages show. */
    overviewPriceLabel: string;
    platformLicenseIncluded: true;
    platformLicenseNote: string;
    features: Feature[];
    cta: Cta;
  };
  whyCustomPlans: {
    id: string;
    heading: string;
    intro: string;
    tiles: FeatureCard[];
  };
  bundles: {
    id: 'plan-examples';
    heading: string;
    intro: string;
    exampleLabel: string;
    items: PlanBundle[];
    notes: string[];
  };
  readyCta: {
    heading: string;
    description: string;
    cta: Cta;
  };
  /** The hero's music player, and what shows when it is not configured or cannot load. */
  heroMusic: { fallback: string; cta: Cta };
  /** Under the starting prices: phone usage on top of the plan, and the estimate tool. */
  usageNote: string;
  phoneUsage: {
    buttonLabel: string;
    heading: string;
    intro: string;
    inputLabels: { outboundMinutes: string; inboundMinutes: string; smsSegments: string };
    rateLabels: { outboundPerMinute: string; inboundPerMinute: string; smsPerSegment: string };
    totalLabel: string;
    closeLabel: string;
    disclaimer: string;
  };
}

const feature = (label: string, hint: string): BundleFeature => ({ label, hint });

/** A starting price as the pricing page shows it (offerings.ts owns them). */
const priceOf = (id: PricedOffering): StartingPrice => STARTING_PRICES[id].pricing;

/** A bundle's delivery line and facts, from plan-bundles.ts. */
const delivery = (id: PlanBundle['id']) => {
  const { deliveryWeeks, sitePages } = BUNDLE_FACTS[id];
  return { footer: `Delivery time: ${deliveryWeeks}`, deliveryWeeks, sitePages };
};

export const pricingContent: PricingContent = {
  hero: {
    subtitle: 'Pricing and Plans',
    title: 'Pricing Built Around Your Business, Not a Package',
    description:
      'Every plan is built around your goals and budget. Start with one service or run the full system, ' +
      'month to month with no contracts and the freedom to cancel anytime.',
    primaryCta: { text: 'Get Custom Quote', href: '/contact' },
    secondaryCta: { text: 'See Starting Prices', href: '#pricing' },
    image: {
      src: '/images/pricing-hero.svg',
      alt: 'Plan cards for AI, CRM, marketing, phone, website and development services',
      maxWidth: 560,
    },
    tagline: `Custom quotes. No contracts. Live in ${claims.implementation}.`,
  },
  startingPrices: {
    id: 'pricing',
    heading: 'Starting Prices',
    intro: 'A guide to where each service starts. Your quote reflects exactly what you need, and nothing you do not.',
    cards: [
      {
        offeringId: 'ai',
        name: `${assistantName} AI`,
        icon: 'bot',
        description: 'A 24/7 AI employee that answers calls and chats, qualifies leads and books appointments.',
        price: priceOf('ai'),
        priceLabel: startingPrice('ai'),
        learnMore: { text: 'Learn More', href: '/ai' },
      },
      {
        offeringId: 'crm',
        name: `${crmName} CRM`,
        icon: 'layout-dashboard',
        description: 'Pipeline, inbox, calendar, campaigns and automations in one platform, with a mobile app.',
        price: priceOf('crm'),
        priceLabel: startingPrice('crm'),
        learnMore: { text: 'Learn More', href: '/crm' },
      },
      {
        offeringId: 'marketing',
        name: 'Marketing',
        icon: 'megaphone',
        description: 'A year-round managed program: lead generation, branding and content from our studio.',
        price: priceOf('marketing'),
        priceLabel: startingPrice('marketing'),
        learnMore: { text: 'Learn More', href: '/marketing' },
      },
      {
        offeringId: 'phone',
        name: 'Business Phone',
        icon: 'phone-call',
        description: 'Business numbers, calling and two-way texting with call tracking, synced to your CRM.',
        price: priceOf('phone'),
        priceLabel: startingPrice('phone'),
        learnMore: { text: 'Learn More', href: '/phone' },
      },
      {
        offeringId: 'website',
        name: 'AI Websites',
        icon: 'globe',
        description: `A fast, mobile-first website with ${assistantName} built in to capture and book every visitor.`,
        price: priceOf('website'),
        priceLabel: startingPrice('website'),
        learnMore: { text: 'Learn More', href: '/websites' },
      },
      {
        offeringId: 'development',
        name: 'Custom Development',
        icon: 'code',
        description: 'Custom AI, automations and applications built around how your team already works.',
        price: priceOf('development'),
        priceLabel: startingPrice('development'),
        learnMore: { text: 'Learn More', href: '/development' },
      },
    ],
  },
  infinityPartner: {
    id: 'infinity-partner',
    heading: 'Infinity Partner Plan',
    badge: 'Premium',
    description:
      'A full-time growth partner for businesses ready to scale. Our team runs your AI, CRM, marketing, website ' +
      'and phone as one system and reports to you on results every month.',
    price: priceOf('infinity-partner'),
    priceLabel: startingPrice('infinity-partner'),
    overviewPriceLabel: `from ${startingPrice('infinity-partner', 'overview')}`,
    platformLicenseIncluded: true,
    platformLicenseNote: `${crmName} platform license included.`,
    features: [...INFINITY_PARTNER_FEATURES],
    cta: { text: 'Become an Infinity Partner', href: '/contact' },
  },
  whyCustomPlans: {
    id: 'why-custom-plans',
    heading: 'Why Custom Plans?',
    intro: 'No two businesses grow the same way, so we do not sell one-size-fits-all packages.',
    tiles: [
      {
        icon: 'target',
        title: 'Built Around Your Goals',
        description: 'We start from the results you want, more calls, more bookings, more reviews, and build backwards.',
      },
      {
        icon: 'piggy-bank',
        title: 'Pay Only for What You Use',
        description: 'No bundled extras you will never touch. Every line on your quote earns its place.',
      },
      {
        icon: 'trending-up',
        title: 'Scales With You',
        description: 'Add services as you grow or dial back in a slow season. Your plan changes when your business does.',
      },
      {
        icon: 'calendar-x',
        title: 'No Contracts',
        description: 'Month to month, cancel anytime. We keep your business by delivering, not by locking you in.',
      },
      {
        icon: 'rocket',
        title: 'Fast Implementation',
        description: `Most services go live in ${claims.implementation}, so you see results in weeks, not quarters.`,
      },
      {
        icon: 'handshake',
        title: 'One Team, One System',
        description: 'AI, CRM, marketing, web and phone from one provider that makes them work together.',
      },
    ],
  },
  bundles: {
    id: 'plan-examples',
    heading: 'What Your Subscription Could Look Like',
    intro: 'Three examples of how businesses combine our services. Your plan is built to fit you.',
    exampleLabel: 'Example',
    items: [
      {
        id: 'hyperdrive',
        name: BUNDLE_FACTS.hyperdrive.name,
        priceSymbol: '$',
        tagline: 'Get found, get answered and get booked.',
        cta: 'Get Started',
        features: [
          feature(`${BUNDLE_FACTS.hyperdrive.sitePages}-page AI-enabled website`, 'Home, services, about and contact, with mobile-first design.'),
          feature(`${assistantName} web chat`, 'Answers visitors and captures leads around the clock.'),
          feature(`${crmName} CRM starter`, 'Contacts, pipeline and calendar in one place.'),
          feature('Online booking', 'Visitors pick a time that syncs to your calendar.'),
          feature('Review requests', 'Automatic asks after each job to grow your star rating.'),
        ],
        ...delivery('hyperdrive'),
      },
      {
        id: 'lightspeed',
        name: BUNDLE_FACTS.lightspeed.name,
        priceSymbol: '$$',
        tagline: 'Turn steady traffic into a steady pipeline.',
        cta: 'Get Started',
        features: [
          feature(`${BUNDLE_FACTS.lightspeed.sitePages}-page AI-enabled website`, 'Service and location pages built to rank and convert.'),
          feature(`${assistantName} voice and chat`, 'Answers calls and chats, qualifies leads and books appointments.'),
          feature(`${crmName} CRM with automations`, 'Follow-up texts and emails start the moment a lead arrives.'),
          feature('Business phone line', 'Local number with call tracking and two-way texting.'),
          feature('Appointment reminders', `Texts ${claims.remindersInWords} before each appointment to cut no-shows.`),
          feature('Monthly performance report', 'Leads, bookings and revenue sources in one page.'),
        ],
        ...delivery('lightspeed'),
      },
      {
        id: 'warpspeed',
        name: BUNDLE_FACTS.warpspeed.name,
        priceSymbol: '$$$',
        tagline: 'The full system for businesses ready to grow fast.',
        cta: 'Get Started',
        features: [
          feature(`${BUNDLE_FACTS.warpspeed.sitePages}-page AI-enabled website`, 'Full service catalogue, location pages and landing pages for campaigns.'),
          feature(`${assistantName} on every channel`, 'Voice, web chat, SMS, email and DMs covered 24/7.'),
          feature(`${crmName} CRM full platform`, 'Pipelines, campaigns, automations and the mobile app.'),
          feature('Managed marketing', 'Ads, social content and email campaigns run by our team.'),
          feature('Content studio', 'Professional photo, video and copy produced every month.'),
          feature('Custom automations', 'Workflows built around how your team already works.'),
          feature('Dedicated strategist', 'Monthly strategy sessions and priority support.'),
        ],
        ...delivery('warpspeed'),
      },
    ],
    notes: ['Financing Available at Checkout', 'Setup fees may not always apply'],
  },
  readyCta: {
    heading: 'Ready to Get Started?',
    description: 'Book a free strategy session. We will map your goals, recommend the right mix and send a custom quote.',
    cta: { text: 'Book Your Strategy Session', href: '/contact' },
  },
  heroMusic: {
    fallback: 'Our content studio also makes custom music and audio branding for ads, videos and hold lines.',
    cta: { text: 'Ask for samples', href: '/contact' },
  },
  usageNote: `Phone plans add usage on top: ${RATES_SENTENCE}, with setup and carrier fees included.`,
  phoneUsage: {
    buttonLabel: 'Usage Estimate Tool',
    heading: 'Estimate Your Phone Usage',
    intro: 'Enter a typical month of calls and texts to see what usage would cost on top of your plan.',
    inputLabels: {
      outboundMinutes: 'Outbound minutes per month',
      inboundMinutes: 'Inbound minutes per month',
      smsSegments: 'SMS segments per month',
    },
    rateLabels: {
      outboundPerMinute: `${rate('outboundPerMinute')} per outbound minute`,
      inboundPerMinute: `${rate('inboundPerMinute')} per inbound minute`,
      smsPerSegment: `${rate('smsPerSegment')} per SMS segment`,
    },
    totalLabel: 'Estimated monthly usage',
    closeLabel: 'Close',
    disclaimer: 'An estimate only. Your bill reflects your actual usage each month.',
  },
};
