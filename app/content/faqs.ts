/**
 * Every FAQ on the site: the general FAQ (nine categories) and the FAQ block of
 * each page. Vale, the site's chat assistant, searches these answers to reply to
 * visitors, so each answer states concrete facts and names the page that covers
 * the topic as a site path ("See /pricing"). `{phone}` stays a placeholder and is
 * filled in where the text is shown (see resolvePlaceholders in company.ts).
 */
import { siteConfig } from '~/site.config';
import type { FaqEntry } from '~/content/types';

const brand = siteConfig.brandName;
const vale = siteConfig.assistantName;
const crm = siteConfig.crmName;
const email = siteConfig.email;
const hours = siteConfig.hours.display;
const hometown = `${siteConfig.address.locality}, ${siteConfig.address.region}`;

export const GENERAL_FAQ_CATEGORIES = [
  'General Business',
  'Pricing & Packages',
  'ATOM CRM',
  'AI Employee (Vale)',
  'Websites',
  'Marketing & Advertising',
  'Setup & Support',
  'Development & Custom AI',
  'Strategy Sessions',
] as const;

export type GeneralFaqCategory = (typeof GENERAL_FAQ_CATEGORIES)[number];

/** A general FAQ entry must carry one of the nine categories; the compiler checks it. */
type GeneralFaqEntry = FaqEntry & { category: GeneralFaqCategory };

const generalBusiness: GeneralFaqEntry[] = [
  {
    q: `What does ${brand} do?`,
    a: `${brand} builds AI systems for businesses: ${vale}, a 24/7 AI voice and chat employee; ${crm}, an all-in-one CRM and marketing platform; marketing, branding and a content studio; AI-enabled websites; business phone and messaging systems; and custom software development, including custom AI. You can buy one service or the full system. See /solutions.`,
    category: 'General Business',
  },
  {
    q: 'What kinds of businesses do you work with?',
    a: `We work with small and mid-size businesses, with ready-made ${vale} industry packs for real estate, legal, HR & recruiting, restaurants, healthcare, finance & banking, e-commerce, education, and fitness & wellness. If your industry is not listed, we tailor the setup on a free strategy session. See /industries.`,
    category: 'General Business',
  },
  {
    q: 'Where are you located, and do you serve Canada?',
    a: `${brand} is based in ${hometown} and serves businesses worldwide, including the US, Canada, the UK, Australia and Europe. Setup, support and strategy sessions all happen online and by phone, so your location is never a problem. See /contact.`,
    category: 'General Business',
  },
  {
    q: 'What are your hours?',
    a: `Our team is available ${hours}. ${vale}, our AI employee, answers calls and chats 24/7, so you can ask a question or book a strategy session at /contact any time.`,
    category: 'General Business',
  },
  {
    q: 'How long have you been in business?',
    a: `${brand} was founded in ${siteConfig.foundingYear}. Since then clients have rated us 4.9/5 on average from 150 reviews. See /about.`,
    category: 'General Business',
  },
  {
    q: 'What do your clients say about you?',
    a: 'Our average rating is 4.9/5 from 150 reviews, and the home page shows client testimonials and a live reviews widget. See / and /about.',
    category: 'General Business',
  },
  {
    q: 'How can I contact you?',
    a: `Call or text us at {phone}, e-mail ${email}, or book a free strategy session on the calendar at /contact. You can also chat with ${vale} on any page of this site, 24/7.`,
    category: 'General Business',
  },
  {
    q: 'Can I buy just one service instead of the full system?',
    a: 'Yes. Every service can be bought on its own (à la carte) or combined into a full system, and you can add services later. See /about and /solutions.',
    category: 'General Business',
  },
  {
    q: 'Who can sign up for your services?',
    a: 'Our services are for business use only, and you must be 18 or older to use them. The full terms are at /terms-of-service.',
    category: 'General Business',
  },
  {
    q: 'What is the Anti-AI offering?',
    a: 'Anti-AI is a new offering that is coming soon; it has no details or pricing yet. Watch /anti-ai for the launch, or ask about it on a strategy session at /contact.',
    category: 'General Business',
  },
];

const pricingAndPackages: GeneralFaqEntry[] = [
  {
    q: 'How much do your services cost?',
    a: `Starting prices: ${vale} AI from $147/month, ${crm} CRM from $197/month, Phone from $47/month, Marketing from $1,697/month on our pricing page (entry marketing services from $497/month), Website from $4,242 setup, Development from $1,818 setup, and the Infinity Partner plan from $2,497/month. Every plan is a custom quote built around your business. See /pricing.`,
    category: 'Pricing & Packages',
  },
  {
    q: "Why don't you list fixed prices?",
    a: 'Every business needs a different mix of services, so we give custom quotes rather than fixed prices; the starting prices on /pricing show where each service begins. You get your exact quote on a free strategy session. See /pricing and /contact.',
    category: 'Pricing & Packages',
  },
  {
    q: 'Do I need a contract?',
    a: 'No. There are no contracts: services run month to month and you can cancel anytime. See /pricing.',
    category: 'Pricing & Packages',
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes, you can cancel anytime. There are no contracts and no long-term commitments. See /pricing.',
    category: 'Pricing & Packages',
  },
  {
    q: 'Do you offer financing?',
    a: 'Yes, financing is available at checkout, so larger setups such as a website or custom development can be spread out. See /pricing.',
    category: 'Pricing & Packages',
  },
  {
    q: 'Are there setup fees?',
    a: 'Websites start at $4,242 setup and custom development at $1,818 setup; monthly services such as Vale, ATOM and Phone are billed per month. Setup fees may not always apply, depending on your plan, and your quote always states them. See /pricing.',
    category: 'Pricing & Packages',
  },
  {
    q: 'What payment methods do you accept?',
    a: 'We accept credit card, debit card and bank transfer, and all prices are in USD. Financing is available at checkout. See /pricing.',
    category: 'Pricing & Packages',
  },
  {
    q: 'What is the Infinity Partner plan?',
    a: `Infinity Partner is our premium full-time partner plan: ${brand} works as your ongoing growth team, and a platform license is included. It starts at $2,497/month on our pricing page (shown as $2,500/month on overview pages). See /pricing#infinity-partner.`,
    category: 'Pricing & Packages',
  },
  {
    q: 'What do your example bundles include?',
    a: 'The pricing page shows three example subscriptions: the Launch Bundle (1-2 weeks, 4-page site), the Leadflow Bundle (2-3 weeks, 10-page site) and the Scale Bundle (3-5 weeks, 20-page site). They are examples; your own plan is a custom quote. See /pricing#plan-examples.',
    category: 'Pricing & Packages',
  },
  {
    q: 'How much does the phone system cost?',
    a: 'The business phone system starts at $47/month plus usage: outbound calls $0.0182/min, inbound calls $0.0111/min and texts $0.0108 per segment. Setup and carrier fees are included. See /phone and /pricing.',
    category: 'Pricing & Packages',
  },
  {
    q: 'How is phone usage billed?',
    a: 'Usage is billed monthly on what you actually use: calls in whole-minute increments (outbound $0.0182/min, inbound $0.0111/min) and texts per 160-character segment ($0.0108 each). Setup and carrier fees are included. The Usage Estimate Tool on /pricing works out your monthly cost.',
    category: 'Pricing & Packages',
  },
];

const atomCrm: GeneralFaqEntry[] = [
  {
    q: 'What is ATOM CRM?',
    a: `${crm} is our all-in-one CRM and marketing platform: contacts and pipelines, marketing tools, automation and security, and integrations in one place, plus a mobile app. ${vale} and your website feed it automatically. See /crm.`,
    category: 'ATOM CRM',
  },
  {
    q: 'How much does ATOM CRM cost?',
    a: `${crm} CRM starts at $197/month, with no contract and the option to cancel anytime. Your exact price is a custom quote. See /pricing and /crm.`,
    category: 'ATOM CRM',
  },
];

export const generalFaq: FaqEntry[] = [...generalBusiness, ...pricingAndPackages, ...atomCrm];

export const pageFaqs: Record<string, FaqEntry[]> = {};

/** Every FAQ entry on the site, general first, each question once. */
export function allFaqs(): FaqEntry[] {
  const seen = new Set<string>();
  const entries: FaqEntry[] = [];
  for (const entry of [...generalFaq, ...Object.values(pageFaqs).flat()]) {
    const key = entry.q.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}
