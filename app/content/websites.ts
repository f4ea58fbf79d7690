/**
 * Copy of the /websites page (SPEC §2 "/websites"). The page's FAQ lives in faqs.ts.
 */
import { siteConfig } from '~/site.config';
import type { Cta, Feature, FeatureCard, Hero, StartingPrice, Stat } from './types';
import { capitalise } from '~/lib/capitalise';
import { claims } from './company';
import { STARTING_PRICES, startingAmount, startingPrice } from './prices';

const { brandName, assistantName, crmName } = siteConfig;

export interface ComparisonRow {
  aspect: string;
  static: string;
  ai: string;
}

export interface WebsitesContent {
  hero: Hero;
  voiceAgentTeaser: {
    id: string;
    heading: string;
    description: string;
    points: string[];
    cta: Cta;
  };
  features: {
    id: string;
    heading: string;
    intro: string;
    cards: FeatureCard[];
  };
  comparison: {
    id: string;
    heading: string;
    intro: string;
    columns: { aspect: string; static: string; ai: string };
    rows: ComparisonRow[];
  };
  crmSync: {
    id: string;
    heading: string;
    description: string;
    points: Feature[];
    cta: Cta;
  };
  facts: {
    heading: string;
    setupPrice: StartingPrice;
    setupPriceLabel: string;
    templateSiteDelivery: string;
    customSiteDelivery: string;
    stats: Stat[];
  };
}


export const websitesContent: WebsitesContent = {
  hero: {
    subtitle: 'AI-Enabled Websites',
    title: 'A Website That Works the Room While You Work the Job',
    description:
      `${brandName} builds fast, good-looking websites with ${assistantName} built in: every visitor gets an answer, ` +
      `every lead lands in ${crmName}, and every booking shows up on your calendar.`,
    primaryCta: { text: 'Get Started', href: '/contact' },
    secondaryCta: { text: 'See Features', href: '#website-features' },
    image: {
      src: '/images/websites-hero.svg',
      alt: 'A business website on a laptop with a chat assistant answering a visitor',
      maxWidth: 560,
    },
    tagline: `Template sites live in ${claims.templateSiteWeeks} weeks. Custom builds in ${claims.customSiteWeeks} weeks.`,
  },
  voiceAgentTeaser: {
    id: 'voice-agent',
    heading: `Meet ${assistantName}, the Voice on Your Website`,
    description:
      `Visitors can talk to ${assistantName} right from your homepage. It answers questions about your services, ` +
      'qualifies the lead and books the appointment, day or night.',
    points: [
      'Answers by voice or chat in seconds, 24/7',
      'Knows your services, prices and service area',
      'Books straight into your calendar and texts a confirmation',
    ],
    cta: { text: `Hear ${assistantName} in Action`, href: '/ai#voice-ai' },
  },
  features: {
    id: 'website-features',
    heading: 'Websites and Digital Experience',
    intro: 'Everything a small or mid-size business needs to turn visitors into booked customers, built and run for you.',
    cards: [
      {
        icon: 'layout-template',
        title: 'Conversion-First Design',
        description: 'Clear offers, strong calls to action and layouts built around the one thing that matters: the next booked call.',
      },
      {
        icon: 'bot',
        title: `${assistantName} Built In`,
        description: `Your AI employee greets visitors, answers questions and captures contact details before anyone leaves.`,
      },
      {
        icon: 'smartphone',
        title: 'Mobile-Ready Everywhere',
        description: 'Most of your visitors arrive on a phone. Every page is designed for the small screen first.',
      },
      {
        icon: 'gauge',
        title: 'Fast Load Times',
        description: 'Lean pages that load in a blink, because slow sites lose visitors and rank lower on Google.',
      },
      {
        icon: 'search',
        title: 'Local SEO Foundations',
        description: 'Clean structure, page titles, schema markup and service-area pages that help nearby customers find you.',
      },
      {
        icon: 'calendar-check',
        title: 'Online Booking and Payments',
        description: 'Let customers pick a time, pay a deposit or settle an invoice without picking up the phone.',
      },
      {
        icon: 'star',
        title: 'Reviews on Display',
        description: 'Show off your best reviews automatically so new visitors see proof before they see a price.',
      },
      {
        icon: 'wrench',
        title: 'Hosting and Care Included',
        description: 'Security updates, backups and content edits handled by our team, so your site never goes stale.',
      },
    ],
  },
  comparison: {
    id: 'static-vs-ai',
    heading: 'Static Website vs. AI-Enabled Website',
    intro: 'A brochure site waits for visitors to call. An AI-enabled site starts the conversation and finishes the booking.',
    columns: { aspect: 'What Matters', static: 'Static Website', ai: 'AI-Enabled Website' },
    rows: [
      {
        aspect: 'After-hours visitors',
        static: 'See a contact form and leave',
        ai: `${assistantName} answers and books the appointment at 2 AM`,
      },
      {
        aspect: 'Response time',
        static: 'Hours or days, whenever someone checks the inbox',
        ai: `${capitalise(claims.responseTime)}, every time`,
      },
      {
        aspect: 'Lead capture',
        static: 'Only visitors who fill out the form',
        ai: 'Every conversation is captured with name, need and contact details',
      },
      {
        aspect: 'Follow-up',
        static: 'Manual, when someone remembers',
        ai: `Automatic texts and emails from ${crmName}`,
      },
      {
        aspect: 'Booking',
        static: 'Phone tag to find a time',
        ai: 'Booked straight into your calendar with reminders',
      },
      {
        aspect: 'Customer questions',
        static: 'Visitors dig through pages for answers',
        ai: 'Instant answers about services, pricing and availability',
      },
      {
        aspect: 'Insight',
        static: 'Page views and little else',
        ai: 'A record of what every visitor asked and what they booked',
      },
    ],
  },
  crmSync: {
    id: 'crm-sync',
    heading: `Every Lead Synced to ${crmName}`,
    description:
      `Your website and your CRM are one system. Forms, chats, calls and bookings flow into ${crmName} the moment they happen, ` +
      'so nobody retypes a lead and nobody falls through the cracks.',
    points: [
      { label: 'Instant contact records', hint: 'Each form, chat or call creates or updates a contact with its full history.' },
      { label: 'Pipeline stages', hint: 'New leads land in the right stage of your sales pipeline automatically.' },
      { label: 'Automatic follow-up', hint: 'Text and email sequences start as soon as a lead comes in.' },
      { label: 'Source tracking', hint: 'See which page, ad or search brought each lead to you.' },
    ],
    cta: { text: `Explore ${crmName} CRM`, href: '/crm' },
  },
  facts: {
    heading: 'Prices and Timelines',
    setupPrice: STARTING_PRICES['website'].pricing,
    setupPriceLabel: `From ${startingPrice('website')}`,
    templateSiteDelivery: `${claims.templateSiteWeeks} weeks`,
    customSiteDelivery: `${claims.customSiteWeeks} weeks`,
    stats: [
      { value: startingAmount('website'), label: 'Setup from', detail: 'One-time build fee; care plans are month to month.' },
      { value: `${claims.templateSiteWeeks} weeks`, label: 'Template sites', detail: 'Proven layouts tailored to your brand and services.' },
      { value: `${claims.customSiteWeeks} weeks`, label: 'Custom sites', detail: 'Designed from scratch around your business and goals.' },
    ],
  },
};
