/**
 * Copy of the CRM page (/crm): ATOM, the all-in-one CRM and marketing platform.
 */
import { siteConfig } from '~/site.config';
import { claims } from './company';
import { startingPrice } from './prices';
import type { Cta, Feature, Hero, Step } from './types';

const crm = siteConfig.crmName;
const assistant = siteConfig.assistantName;

export interface FeatureColumn {
  title: string;
  icon: string;
  items: Feature[];
}

export interface StoreBadge {
  store: 'app-store' | 'google-play';
  /** The badge's small first line, then the store's name: together its text and the link's name. */
  lead: string;
  storeName: string;
  /** Listing URL from the site config. */
  href: string;
}

const crmPrice = startingPrice('crm', 'overview');

export const crmContent = {
  hero: {
    subtitle: 'All-in-One CRM and Marketing Platform',
    title: `${crm}: One Platform for Your Customers, Pipeline and Marketing`,
    description: `${crm} replaces the patchwork of inbox, calendar, spreadsheets and email tools with one login your whole team actually uses. From ${crmPrice}, set up for you in ${claims.implementation}.`,
    primaryCta: { text: 'Get Started', href: '/contact' },
    secondaryCta: { text: `Explore ${crm}`, href: '#atom-crm' },
    image: { src: '/images/crm-hero.svg', alt: `The ${crm} dashboard with pipeline, inbox and calendar`, maxWidth: 560 },
    tagline: 'Every lead, every conversation, one place.',
  } satisfies Hero,

  atomCrm: {
    id: 'atom-crm',
    heading: `Inside ${crm}`,
    intro: `Contacts, conversations, deals, bookings, campaigns and automations share one record per customer, and ${assistant} writes to it the moment a lead comes in.`,
    widget: {
      title: `${crm} CRM tour`,
      fallback: `Want to see ${crm} in action? We will walk you through it live, set up for a business like yours. Call, text or email us to book a time.`,
    },
    columns: [
      {
        title: 'Core Platform',
        icon: 'layout-dashboard',
        items: [
          { label: 'Contact Management', hint: 'One record per customer with history, notes, tags and files.' },
          { label: 'Unified Inbox', hint: 'Calls, texts, emails, web chats and social DMs in one thread.' },
          { label: 'Pipelines & Opportunities', hint: 'Drag-and-drop stages with deal values and forecasts.' },
          { label: 'Calendars & Booking', hint: 'Booking pages, team calendars and round-robin scheduling.' },
          { label: 'Invoices & Payments', hint: 'Send invoices, payment links and collect deposits.' },
          { label: 'Reporting Dashboards', hint: 'Leads, bookings and revenue by source at a glance.' },
        ],
      },
      {
        title: 'Marketing Tools',
        icon: 'megaphone',
        items: [
          { label: 'Email Campaigns', hint: 'Drag-and-drop emails, newsletters and broadcasts.' },
          { label: 'SMS Marketing', hint: 'Texts with opt-out handled for you.' },
          { label: 'Funnels & Landing Pages', hint: 'Pages built to capture one kind of lead.' },
          { label: 'Forms & Surveys', hint: 'Capture details that flow straight into contact records.' },
          { label: 'Social Planner', hint: 'Schedule posts across your social accounts from one calendar.' },
          { label: 'Reputation Management', hint: 'Request, monitor and reply to reviews in one place.' },
        ],
      },
      {
        title: 'Automation & Security',
        icon: 'shield-check',
        items: [
          { label: 'Workflow Builder', hint: 'Visual triggers and actions for follow-up, tasks and routing.' },
          { label: 'AI Assistant Hand-Off', hint: `${assistant} books, tags and moves leads without anyone lifting a finger.` },
          { label: 'Appointment Reminders', hint: `Automatic reminders ${claims.reminders} before each booking.` },
          { label: 'User Roles & Permissions', hint: 'Everyone sees what they need and nothing more.' },
          { label: 'Two-Factor Sign-In', hint: 'An extra check on every account that touches customer data.' },
          { label: 'Audit History', hint: 'See who changed what and when.' },
        ],
      },
      {
        title: 'Integrations & More',
        icon: 'plug',
        items: [
          { label: 'Business Phone', hint: 'Local numbers, call tracking and recording built in.' },
          { label: 'Google & Facebook', hint: 'Business profile, ads and lead forms connected.' },
          { label: 'Accounting & Payments', hint: 'Sync with the accounting and payment tools you already use.' },
          { label: 'Zapier & Webhooks', hint: 'Connect thousands of apps without custom code.' },
          { label: 'Mobile App', hint: 'Reply, call and move deals from your phone.' },
        ],
      },
    ] satisfies FeatureColumn[],
  },

  howItWorks: {
    id: 'how-it-works',
    heading: 'How We Do It',
    intro: `You do not have to learn a new system on your own. We set ${crm} up around the way you already work.`,
    steps: [
      { title: 'Map Your Process', description: 'We walk through how leads arrive, who follows up and where deals stall.', icon: 'map' },
      { title: 'Build & Import', description: 'Pipelines, calendars, forms and automations are built for you, and your contacts are imported.', icon: 'hammer' },
      { title: 'Connect Your Channels', description: `Phone, email, website chat, social accounts and ${assistant} all feed one inbox.`, icon: 'plug' },
      { title: 'Train & Launch', description: `Your team gets a short walkthrough and you go live in ${claims.implementation}.`, icon: 'rocket' },
    ] satisfies Step[],
  },

  mobileApp: {
    heading: `${crm} in Your Pocket`,
    text: 'Answer leads, reply to texts, check tomorrow’s bookings and move deals from the job site. Push notifications tell you the moment a hot lead comes in.',
    badges: [
      { store: 'app-store', lead: 'Download on the', storeName: 'App Store', href: siteConfig.appLinks.appStore },
      { store: 'google-play', lead: 'Get it on', storeName: 'Google Play', href: siteConfig.appLinks.googlePlay },
    ] satisfies StoreBadge[],
  },

  finalCta: {
    heading: 'Ready to Get Organized?',
    text: `See ${crm} set up for a business like yours. Month to month, no contracts, cancel anytime.`,
    primaryCta: { text: 'Get Started', href: '/contact' },
    secondaryCta: { text: 'Book Your Strategy Session', href: '/contact' },
  } satisfies { heading: string; text: string; primaryCta: Cta; secondaryCta: Cta },
};
