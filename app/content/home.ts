/**
 * Copy of the home page (SPEC §2 "Home"). Plain data: the page composes it, the
 * chat agent indexes it.
 */
import { siteConfig } from '~/site.config';
import { claims, company } from './company';
import { getOffering, overviewPriceLabel } from './offerings';
import type {
  Cta,
  Feature,
  FeatureCard,
  Hero,
  Href,
  Offering,
  Outcome,
  SolutionCard,
  Stat,
  Step,
  Testimonial,
} from './types';

const assistant = siteConfig.assistantName;
const crm = siteConfig.crmName;
const brand = siteConfig.brandName;

/** A card of "What We Offer": an offering, or one of the two highlighted cards. */
export interface OfferCard extends FeatureCard {
  href: Href;
  /** "From $147/month"; absent when no price applies. */
  priceLabel?: string;
  badge?: string;
  highlighted?: boolean;
}

export interface AccordionItem {
  id: string;
  title: string;
  paragraphs: string[];
}

/** A "Harness The Force" card: its Learn More goes to the offering's page. */
export interface HarnessCard extends FeatureCard {
  features: Feature[];
  learnMore: Cta;
}

function offerCard(id: Offering['id'], description: string): OfferCard {
  const offering = getOffering(id);
  return {
    icon: offering.icon,
    title: offering.shortName,
    description,
    href: offering.href,
    priceLabel: overviewPriceLabel(offering),
    ...(offering.comingSoon ? { badge: 'Coming Soon' } : {}),
  };
}

/** What the home page says of each offering it shows; the cards add the offering's name, icon, page and price. */
const OFFER_DESCRIPTIONS: ReadonlyArray<[Offering['id'], string]> = [
  ['ai', `${assistant} answers calls and chats 24/7, qualifies every lead and books appointments straight into your calendar.`],
  ['crm', `${crm} puts contacts, conversations, pipeline, calendar and campaigns in one login, on desktop and mobile.`],
  ['marketing', 'Year-round campaigns, branding and content made for you, so new customers keep finding you every month.'],
  ['phone', 'Business numbers, calling and two-way texting with call tracking, all logged in your CRM.'],
  ['website', 'Fast, mobile-first websites with a built-in AI assistant that turns visitors into booked calls.'],
  ['development', 'Custom software and custom AI built around how your team already works.'],
  ['anti-ai', 'For the customers who would rather talk to a person. Something new is on the way.'],
];

function infinityPartnerCard(): OfferCard {
  const infinityPartner = getOffering('infinity-partner');
  return {
    icon: infinityPartner.icon,
    title: infinityPartner.name,
    description: 'Our team becomes your full-time growth partner: AI, CRM, marketing and web run as one system, platform license included.',
    href: infinityPartner.href,
    priceLabel: overviewPriceLabel(infinityPartner),
    badge: 'Premium',
    highlighted: true,
  };
}

export const homeContent = {
  hero: {
    subtitle: `${brand} · AI Systems for Business`,
    // Typed out character by character: exactly 59 characters (SPEC §4).
    title: 'Most of your leads leave your website without saying a word',
    description: `${assistant}, our AI employee, greets every visitor, answers their questions in ${claims.responseTime}, books the call and hands you a qualified lead. Live in ${claims.implementation}.`,
    primaryCta: { text: 'Get Started', href: '/contact' },
    secondaryCta: { text: 'Learn More', href: '#overview' },
    image: {
      src: '/images/home-hero.svg',
      alt: `${assistant}, the AI employee, answering a website visitor and booking a call`,
      maxWidth: 560,
    },
    tagline: siteConfig.tagline,
  } satisfies Hero,

  // Headline of the hero variant, typed at 50 ms per character: exactly 49 characters.
  heroVariantTitle: 'AI employees that answer, book and follow up 24/7',

  tagline: siteConfig.tagline,

  whatWeOffer: {
    id: 'overview',
    heading: 'What We Offer',
    intro: `Buy one service or the whole system. Every piece works on its own and plugs into the rest, with no contracts and setup in ${claims.implementation}.`,
    // Getters: the offerings are read from the page registry, which loads this module first (see pages.ts).
    get cards(): OfferCard[] {
      return OFFER_DESCRIPTIONS.map(([id, description]) => offerCard(id, description));
    },
    get highlightedCards(): OfferCard[] {
      return [
        {
          icon: 'layout-grid',
          title: 'All Solutions',
          description: 'See every service side by side and build the system that fits your business.',
          href: '/solutions',
          highlighted: true,
        },
        infinityPartnerCard(),
      ];
    },
  },

  realityCheck: {
    heading: 'The Reality Check',
    paragraphs: [
      'A visitor lands on your site at 9:40 pm with a question. Nobody answers, so they close the tab and call the next business on the list.',
      `Missed calls, slow replies and forgotten follow-ups cost a typical small business around ${claims.monthlyLoss} a month. It never shows up on an invoice, so it rarely gets fixed.`,
      `${claims.businesses} businesses already use AI to answer faster. The ones that reply first win the job.`,
    ],
  },

  painStats: [
    { value: claims.monthlyLoss, label: 'lost every month', detail: 'to missed calls, slow replies and leads nobody followed up.' },
    { value: claims.businesses, label: 'businesses already use AI', detail: 'Your competitors are answering faster than you can pick up the phone.' },
    { value: `${claims.hoursSavedDaily} hours`, label: 'a day on busywork', detail: 'spent on callbacks, scheduling and data entry instead of paid work.' },
  ] satisfies Stat[],

  resultStats: [
    { value: '< 30 sec', label: 'response time', detail: `Every call, chat and text answered ${claims.responseTime}, day or night.` },
    { value: claims.showRate, label: 'show rate', detail: `Reminders go out ${claims.reminders} before each appointment.` },
    { value: claims.leadCaptureIncrease, label: 'more leads captured', detail: 'from the same website traffic you already have.' },
    { value: String(claims.leadsMonthOne), label: 'leads in month one', detail: 'captured for a single client in their first month live.' },
  ] satisfies Stat[],

  visitorFlow: {
    heading: 'What Happens When Someone Visits',
    steps: [
      { title: 'Visitor Arrives', description: 'Someone finds your site from a search, an ad or a referral.', icon: 'user' },
      { title: 'Asks Question', description: 'They ask about price, availability or whether you serve their area.', icon: 'message-circle' },
      { title: 'Instant Answer', description: `${assistant} replies ${claims.responseTime} with answers drawn from your own business details.`, icon: 'zap' },
      { title: 'Books Call', description: 'The visitor picks a time that suits them and it lands in your calendar.', icon: 'calendar-check' },
      { title: 'You Get Notified', description: `You get the lead's details and a summary of the conversation by text and email, and it is already in ${crm}.`, icon: 'bell-ring' },
    ] satisfies Step[],
  },

  onboarding: {
    heading: `Live in ${claims.implementation}`,
    steps: [
      { title: 'Book Your Call', description: 'A free strategy session: we learn how leads reach you today and where they slip away.', icon: 'phone' },
      { title: 'Custom Setup', description: `We train ${assistant} on your business, connect your calendar and phone, and set up ${crm} for your pipeline.`, icon: 'settings' },
      { title: 'Go Live', description: `Within ${claims.implementation} you are answering every lead, with our team on hand to tune what you need.`, icon: 'rocket' },
    ] satisfies Step[],
  },

  straightUp: {
    heading: 'Straight Up... What Do We Do?',
    items: [
      {
        id: 'the-problem',
        title: 'The Problem',
        paragraphs: [
          'You are busy doing the work, so calls go to voicemail, web chats sit unanswered and follow-ups slip until the lead has hired someone else.',
          `For most small businesses that adds up to about ${claims.monthlyLoss} a month in lost jobs, and nobody has the time to chase it.`,
        ],
      },
      {
        id: 'what-we-actually-do',
        title: 'What We Actually Do',
        paragraphs: [
          `We put an AI employee on your phone, website and messages that answers every lead ${claims.responseTime}, qualifies them and books the appointment.`,
          `Behind it we run ${crm}, your CRM and marketing platform, plus the website, phone system and campaigns that keep new leads coming in.`,
        ],
      },
      {
        id: 'what-you-get',
        title: 'What You Get',
        paragraphs: [
          `More booked appointments, ${claims.hoursSavedWeekly} hours back every week and one place to see every customer conversation.`,
          `Set up in ${claims.implementation}, month to month, no contracts, cancel anytime.`,
        ],
      },
    ] satisfies AccordionItem[],
  },

  harness: {
    heading: 'Harness The Force',
    intro: 'Three pieces that work on their own and work even better together.',
    cards: [
      {
        icon: 'bot',
        title: '24/7 AI-Employee',
        description: `${assistant} answers, qualifies and books around the clock on every channel your customers use.`,
        features: [
          { label: 'Answers Calls & Chats', hint: `Picks up voice calls and web chats ${claims.responseTime}, nights and weekends included.` },
          { label: 'Every Channel', hint: 'Voice, web chat, SMS, email and DMs, handled in one consistent voice.' },
          { label: 'Lead Qualification', hint: 'Asks your screening questions and flags the leads worth your time.' },
          { label: 'Appointment Booking', hint: `Books straight into your calendar and sends reminders ${claims.reminders} before.` },
          { label: 'CRM Updates', hint: `Logs every contact, transcript and next step in ${crm} automatically.` },
        ],
        learnMore: { text: 'Learn More', href: '/ai' },
      },
      {
        icon: 'layout-dashboard',
        title: 'CRM & Marketing Platform',
        description: `${crm} keeps contacts, conversations, pipeline and campaigns in one login, with a mobile app for the road.`,
        features: [
          { label: 'Unified Inbox', hint: 'Calls, texts, emails, web chats and social DMs in one thread per customer.' },
          { label: 'Pipelines & Deals', hint: 'Drag-and-drop stages so you always know which jobs are close to closing.' },
          { label: 'Calendars & Booking', hint: 'Online booking pages, team calendars and automatic reminders.' },
          { label: 'Email & SMS Campaigns', hint: 'Send promotions, newsletters and follow-up sequences from the same place.' },
          { label: 'Reviews & Reputation', hint: 'Ask happy customers for reviews automatically and reply from one screen.' },
          { label: 'Built-In Coach', hint: 'Guidance inside the platform that suggests your next best action.', status: 'Coming Soon' },
        ],
        learnMore: { text: 'Learn More', href: '/crm' },
      },
      {
        icon: 'rocket',
        title: `${brand} Services`,
        description: 'Our team builds, runs and improves the system for you, so you never have to become a marketer or a developer.',
        features: [
          { label: 'Done-For-You Setup', hint: `We configure everything and go live in ${claims.implementation}.` },
          { label: 'AI Websites', hint: `Template sites in ${claims.templateSiteWeeks} weeks, custom sites in ${claims.customSiteWeeks} weeks.` },
          { label: 'Branding & Content', hint: 'Logos, brand kits, photos, video and social posts made by our content studio.' },
          { label: 'Ads Management', hint: 'Google and Meta campaigns built, tracked and tuned every month.' },
          { label: 'Custom Development', hint: 'Integrations, internal tools and custom AI when off-the-shelf does not fit.' },
        ],
        learnMore: { text: 'Learn More', href: '/marketing' },
      },
    ] satisfies HarnessCard[] as HarnessCard[],
    /** Where any other card on the home page leads. */
    defaultCta: { text: 'Get Started', href: '/contact' } satisfies Cta,
  },

  outcomes: {
    heading: 'Proof That Moves the Needle',
    items: [
      { text: `Every lead answered ${claims.responseTime}`, tooltip: 'Calls, chats and texts get a reply before the visitor has time to try a competitor.' },
      { text: `${claims.leadCaptureIncrease} more leads captured`, tooltip: 'Visitors who would have left without a word now leave their name and number.' },
      { text: `${claims.leadsMonthOne} new leads in month one`, tooltip: `One client captured ${claims.leadsMonthOne} leads in their first month live, from traffic they already had.` },
      { text: `${claims.showRate} appointment show rate`, tooltip: `Confirmations and reminders ${claims.reminders} before keep calendars full.` },
      { text: `${claims.noShowReduction} fewer no-shows`, tooltip: 'Automatic reminders with easy rescheduling stop empty slots before they happen.' },
      { text: `${claims.moreConversions} more conversions`, tooltip: 'Fast, consistent follow-up turns more conversations into paying customers.' },
      { text: `${claims.hoursSavedWeekly} hours saved every week`, tooltip: 'No more phone tag, manual scheduling or copying details into spreadsheets.' },
      { text: `${claims.lowerCost} lower cost than a new hire`, tooltip: 'An AI employee covers every shift for a fraction of a receptionist’s salary.' },
      { text: `${claims.satisfaction} customer satisfaction`, tooltip: 'Callers get quick, friendly, accurate answers at any hour, and they notice.' },
    ] satisfies Outcome[],
  },

  solutions: {
    heading: 'Complete Solutions for Every Business Need',
    intro: 'Pick the problem you want solved first. Every solution plugs into the same system.',
    cards: [
      {
        title: 'Lead Generation',
        subline: 'Fill your pipeline with people ready to buy.',
        icon: 'magnet',
        includes: [
          { label: 'AI Lead Capture', hint: `${assistant} turns website visitors and callers into qualified leads.` },
          { label: 'Landing Pages & Funnels', hint: 'Pages built for one offer and one action, tested to convert.' },
          { label: 'Lead Scoring', hint: 'Hot leads are flagged so you call the right people first.' },
          { label: 'Instant Follow-Up', hint: `Every new lead gets a reply ${claims.responseTime}.` },
        ],
        cta: 'Get Started',
      },
      {
        title: 'Organized Communications',
        subline: 'Every conversation in one place.',
        icon: 'inbox',
        includes: [
          { label: 'Unified Inbox', hint: 'Calls, texts, emails, chats and DMs together, per customer.' },
          { label: 'Business Phone & Texting', hint: 'Local numbers with calling, two-way SMS and call recording.' },
          { label: 'Team Assignments', hint: 'Route conversations to the right person and see who replied.' },
          { label: 'Missed-Call Text Back', hint: 'A missed call gets an automatic text so the lead stays warm.' },
        ],
        cta: 'Get Started',
      },
      {
        title: 'Professional Online Presence',
        subline: 'A website and listings that earn trust at first glance.',
        icon: 'monitor-smartphone',
        includes: [
          { label: 'AI-Enabled Website', hint: 'Fast, mobile-first pages with a built-in assistant.' },
          { label: 'Local SEO', hint: 'Show up when nearby customers search for what you do.' },
          { label: 'Business Listings', hint: 'Consistent name, address and hours across the directories that matter.' },
          { label: 'Hosting & Security', hint: 'Managed hosting, SSL and updates handled for you.' },
        ],
        cta: 'Get Started',
      },
      {
        title: 'Scheduling & Payments',
        subline: 'Book it, remind it, get paid.',
        icon: 'calendar-check',
        includes: [
          { label: 'Online Booking', hint: 'Customers pick a time that suits them, around the clock.' },
          { label: 'Automatic Reminders', hint: `Text and email reminders ${claims.reminders} before each appointment.` },
          { label: 'Invoices & Payment Links', hint: 'Send an invoice or a pay-by-text link and get paid faster.' },
          { label: 'Deposits & No-Show Protection', hint: 'Take a deposit at booking for the slots that matter most.' },
        ],
        cta: 'Get Started',
      },
      {
        title: 'Marketing & Branding',
        subline: 'Look the part and stay top of mind.',
        icon: 'palette',
        includes: [
          { label: 'Brand Identity', hint: 'Logo, colours and a brand kit your whole team can use.' },
          { label: 'Email & SMS Campaigns', hint: 'Promotions and newsletters that bring past customers back.' },
          { label: 'Social Media Content', hint: 'Posts, reels and graphics made by our content studio every month.' },
          { label: 'Year-Round Calendar', hint: 'Seasonal campaigns planned months ahead, not the night before.' },
        ],
        cta: 'Get Started',
      },
      {
        title: 'Automation & Systems',
        subline: 'Let the busywork run itself.',
        icon: 'workflow',
        includes: [
          { label: 'Workflow Automation', hint: 'Triggers and actions that move leads and tasks along without you.' },
          { label: 'Pipeline Management', hint: 'Stages that update themselves as customers book, pay or reply.' },
          { label: 'Integrations', hint: 'Connect the accounting, field-service or practice software you already use.' },
          { label: 'Custom AI', hint: 'Assistants trained on your own documents, pricing and processes.' },
          { label: 'Reporting Dashboards', hint: 'See leads, bookings and revenue by source at a glance.' },
        ],
        cta: 'Get Started',
      },
      {
        title: 'Ads & Traffic Acceleration',
        subline: 'More of the right visitors, for less.',
        icon: 'trending-up',
        includes: [
          { label: 'Google Ads', hint: 'Search campaigns for the jobs you want most, in the areas you serve.' },
          { label: 'Meta Ads', hint: 'Facebook and Instagram campaigns with creative made for you.' },
          { label: 'Retargeting', hint: 'Bring back visitors who looked but did not book.' },
          { label: 'Call & Conversion Tracking', hint: 'Know which ad produced which call, booking and sale.' },
        ],
        cta: 'Get Started',
      },
      {
        title: 'Reviews & Social Proof',
        subline: 'Turn happy customers into your best marketing.',
        icon: 'star',
        includes: [
          { label: 'Automated Review Requests', hint: 'Ask for a review by text or email right after the job is done.' },
          { label: 'Review Monitoring', hint: 'Every new Google and Facebook review in one feed.' },
          { label: 'AI Review Replies', hint: 'Drafted replies in your voice, ready to approve and post.' },
          { label: 'Website Review Widget', hint: 'Show your best reviews on your site, updated automatically.' },
        ],
        cta: 'Get Started',
      },
    ] satisfies SolutionCard[],
  },

  testimonials: {
    heading: 'What Our Clients Say',
    items: [
      {
        id: 'marcus-delgado',
        name: 'Marcus Delgado',
        company: 'Delgado Plumbing & Drain',
        role: 'Owner',
        industry: 'home-services',
        content: `We used to miss half our calls while we were under a sink. Now ${assistant} answers every one, books the job and texts me the details. We got 32 new leads in the first month.`,
        rating: 5,
        image: '/images/testimonials/marcus-delgado.svg',
      },
      {
        id: 'anita-okafor',
        name: 'Dr. Anita Okafor',
        company: 'Brightside Physical Therapy',
        role: 'Clinic Director',
        industry: 'healthcare',
        content: 'No-shows were killing our schedule. With automatic reminders and online rescheduling our show rate is now above 85%, and the front desk finally has time for patients.',
        rating: 5,
        image: '/images/testimonials/anita-okafor.svg',
      },
      {
        id: 'rachel-kim',
        name: 'Rachel Kim',
        company: 'Kim & Lowry Family Law',
        role: 'Managing Partner',
        industry: 'legal',
        content: `Every after-hours enquiry is screened and booked for a consultation by morning. Setup took three business days, and ${crm} gave us one place to see every case lead.`,
        rating: 5,
        image: '/images/testimonials/rachel-kim.svg',
      },
    ] satisfies Testimonial[],
  },

  ratingBadge: `${company.rating.display} Average Rating`,

  finalCta: {
    heading: 'Ready to Stop Losing Leads?',
    text: `Tell us how customers reach you today. We will show you where leads slip away and have your system live in ${claims.implementation}. No contracts, cancel anytime.`,
    primaryCta: { text: 'Get Started', href: '/contact' },
    secondaryCta: { text: 'Book a Free Strategy Session', href: '/contact' },
  } satisfies { heading: string; text: string; primaryCta: Cta; secondaryCta: Cta },

  voiceBubble: { label: 'Press Me' },

  aiImageLink: { href: '/ai', alt: `Meet ${assistant}, the 24/7 AI employee` },
};

export type HomeContent = typeof homeContent;
