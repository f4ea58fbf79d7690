/**
 * Copy of the business phone page (/phone). Usage rates live with the pricing
 * content; this page links there.
 */
import { siteConfig } from '~/site.config';
import { claims } from './company';
import { startingPrice } from './prices';
import type { Cta, FeatureCard, Hero, Stat, Step } from './types';

const crm = siteConfig.crmName;
const assistant = siteConfig.assistantName;
const phonePrice = startingPrice('phone', 'overview');

export const phoneContent = {
  hero: {
    subtitle: 'Business Phone System',
    title: 'A Business Phone That Answers, Texts and Tracks Every Lead',
    description: `Local and toll-free numbers, calling and two-way texting, with ${assistant} ready to pick up when you cannot, all logged in ${crm}. From ${phonePrice} plus usage.`,
    primaryCta: { text: 'Get a Custom Quote', href: '/contact' },
    secondaryCta: { text: 'See Features', href: '#features' },
    image: { src: '/images/phone-hero.svg', alt: 'A business phone line with calls and texts flowing into the CRM', maxWidth: 560 },
    tagline: 'Never miss the call that pays the bills.',
  } satisfies Hero,

  features: {
    id: 'features',
    heading: 'Everything a Business Line Should Do',
    cards: [
      { icon: 'phone', title: 'Local & Toll-Free Numbers', description: 'Pick new numbers in your area code or bring the ones customers already know.' },
      { icon: 'message-square-text', title: 'Two-Way Business Texting', description: 'Text customers from your business number and keep every thread in one inbox.' },
      { icon: 'git-branch', title: 'Call Routing & IVR', description: 'Send calls to the right person or team by time of day, menu choice or location.' },
      { icon: 'voicemail', title: 'Missed-Call Text Back', description: 'A missed call gets an automatic text, so the lead stays with you instead of the next business.' },
      { icon: 'audio-lines', title: 'Call Recording & Transcripts', description: 'Review calls, train your team and search what was said, right from the contact record.' },
      { icon: 'chart-line', title: 'Call Tracking', description: 'Tracking numbers show which ad, page or listing made the phone ring.' },
    ] satisfies FeatureCard[],
  },

  reliability: {
    heading: 'Built on Carrier-Grade Technology',
    text: `Your line runs on the same telephony that powers ${crm}, the CRM and phone platform behind our clients' conversations. Calls and texts arrive where your team already works, with no extra app to juggle.`,
    facts: [
      { value: claims.phoneUptime, label: 'uptime', detail: 'Redundant carrier networks keep your line up.' },
      { value: 'HD', label: 'voice quality', detail: 'Crystal-clear HD voice on every call.' },
      { value: '< 24 h', label: 'setup', detail: `Numbers live ${claims.phoneSetup}; ported numbers follow the carrier's timeline.` },
      { value: '24/7', label: 'support', detail: `${claims.support}, whenever your phones are ringing.` },
    ] satisfies Stat[],
  },

  aiCallFlow: {
    heading: `${assistant} on Your Phone Line`,
    intro: `Connect ${assistant} to your number and every call is answered, qualified and booked, even when the whole team is busy.`,
    exampleLabel: 'Example: a call to a plumbing company at 8:15 pm',
    steps: [
      { title: 'Call Comes In', description: `A homeowner calls about a leaking water heater. ${assistant} answers on the first ring with your business greeting.`, icon: 'phone-incoming' },
      { title: 'Needs Are Qualified', description: `${assistant} asks about the problem, the address and how urgent it is, and checks that you serve the area.`, icon: 'list-checks' },
      { title: 'Appointment Is Booked', description: 'It offers the first open slot tomorrow morning, books it and texts a confirmation to the caller.', icon: 'calendar-check' },
      { title: 'Your Team Is Notified', description: `You get a text with the summary, and the contact, recording and job are already in ${crm}.`, icon: 'bell-ring' },
    ] satisfies Step[],
    result: {
      value: claims.qualifiedLeadsMultiple,
      label: 'more qualified leads',
      detail: `Every call answered and screened on the spot means ${claims.qualifiedLeads} reach your team.`,
    } satisfies Stat,
  },

  ratesLink: { text: 'See usage rates', href: '/pricing' } satisfies Cta,

  quoteCta: {
    heading: 'Get a Phone System Quote',
    text: `Tell us how many lines and users you need and how your calls should flow. We will send a clear quote and can have you live ${claims.phoneSetup}.`,
    primaryCta: { text: 'Get a Custom Quote', href: '/contact' },
  } satisfies { heading: string; text: string; primaryCta: Cta },
};

export type PhoneContent = typeof phoneContent;
