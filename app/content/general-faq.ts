/**
 * The general FAQ of /solutions: nine categories of questions about the whole business. Its own
 * module so the page ships only these questions. Vale searches them too (see faqs.ts).
 */
import { siteConfig } from '~/site.config';
import { PHONE_BILLING_TERMS, RATES_SENTENCE, rate } from '~/content/phone-rates';
import type { FaqEntry } from '~/content/types';
import { claims, company } from '~/content/company';
import { startingPrice } from '~/content/prices';
import { BUNDLE_FACTS } from '~/content/plan-bundles';
import { ACCESSIBILITY_RESPONSE_HOURS, CRM_RETENTION_MONTHS, PRIVACY_EXTENSION_DAYS, PRIVACY_RESPONSE_DAYS } from '~/content/legal/figures';

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
    a: `${brand} was founded in ${siteConfig.foundingYear}. Since then clients have rated us ${claims.averageRating} on average from ${company.rating.count} reviews. See /about.`,
    category: 'General Business',
  },
  {
    q: 'What do your clients say about you?',
    a: `Our average rating is ${claims.averageRating} from ${company.rating.count} reviews, and the home page shows client testimonials and a live reviews widget. See / and /about.`,
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
    a: `Starting prices: ${vale} AI from ${startingPrice('ai')}, ${crm} CRM from ${startingPrice('crm')}, Phone from ${startingPrice('phone')}, Marketing from ${startingPrice('marketing')} on our pricing page (entry marketing services from ${startingPrice('marketing', 'overview')}), Website from ${startingPrice('website')}, Development from ${startingPrice('development')}, and the Infinity Partner plan from ${startingPrice('infinity-partner')}. Every plan is a custom quote built around your business. See /pricing.`,
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
    a: `Websites start at ${startingPrice('website')} and custom development at ${startingPrice('development')}; monthly services such as ${vale}, ${crm} and Phone are billed per month. Setup fees may not always apply, depending on your plan, and your quote always states them. See /pricing.`,
    category: 'Pricing & Packages',
  },
  {
    q: 'What payment methods do you accept?',
    a: 'We accept credit card, debit card and bank transfer, and all prices are in USD. Financing is available at checkout. See /pricing.',
    category: 'Pricing & Packages',
  },
  {
    q: 'What is the Infinity Partner plan?',
    a: `Infinity Partner is our premium full-time partner plan: ${brand} works as your ongoing growth team, and a platform license is included. It starts at ${startingPrice('infinity-partner')} on our pricing page (shown as ${startingPrice('infinity-partner', 'overview')} on overview pages). See /pricing#infinity-partner.`,
    category: 'Pricing & Packages',
  },
  {
    q: 'What do your example bundles include?',
    a: `The pricing page shows three example subscriptions: the Launch Bundle (${BUNDLE_FACTS.hyperdrive.deliveryWeeks}, ${BUNDLE_FACTS.hyperdrive.sitePages}-page site), the Leadflow Bundle (${BUNDLE_FACTS.lightspeed.deliveryWeeks}, ${BUNDLE_FACTS.lightspeed.sitePages}-page site) and the Scale Bundle (${BUNDLE_FACTS.warpspeed.deliveryWeeks}, ${BUNDLE_FACTS.warpspeed.sitePages}-page site). They are examples; your own plan is a custom quote. See /pricing#plan-examples.`,
    category: 'Pricing & Packages',
  },
  {
    q: 'How much does the phone system cost?',
    a: `The business phone system starts at ${startingPrice('phone')} plus usage: ${RATES_SENTENCE}. Setup and carrier fees are included. See /phone and /pricing.`,
    category: 'Pricing & Packages',
  },
  {
    q: 'How is phone usage billed?',
    a: `Usage is billed monthly on what you actually use: calls in whole-minute increments (outbound ${rate('outboundPerMinute')}/min, inbound ${rate('inboundPerMinute')}/min) and texts per ${PHONE_BILLING_TERMS.smsSegmentCharacters}-character segment (${rate('smsPerSegment')} each). Setup and carrier fees are included. The Usage Estimate Tool on /pricing works out your monthly cost.`,
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
    a: `${crm} CRM starts at ${startingPrice('crm')}, with no contract and the option to cancel anytime. Your exact price is a custom quote. See /pricing and /crm.`,
    category: 'ATOM CRM',
  },
  {
    q: 'Is there an ATOM mobile app?',
    a: `Yes. The ${crm} mobile app keeps your contacts, conversations and calendar on your phone, and is listed on the App Store and Google Play. The store links are on /crm.`,
    category: 'ATOM CRM',
  },
  {
    q: 'Does ATOM work with Vale and my website?',
    a: `Yes. ${vale} updates ${crm} after every call and chat, with the lead's details, answers and booked appointment, and forms and chats on an AI-enabled website sync into the CRM automatically. See /crm and /websites.`,
    category: 'ATOM CRM',
  },
  {
    q: 'Can ATOM replace the tools I use now?',
    a: `Often, yes: ${crm} combines a CRM, marketing tools, automation and integrations in one platform, so many businesses retire several separate tools. On a free strategy session we review your current tools and show what ${crm} replaces and what it connects to. See /crm and /contact.`,
    category: 'ATOM CRM',
  },
  {
    q: 'Can I bring my existing contacts into ATOM?',
    a: `Yes. Tell us what you use today on your strategy session, and your custom setup plan covers bringing your existing contacts into ${crm}. Implementation takes ${claims.implementation}. See /crm.`,
    category: 'ATOM CRM',
  },
  {
    q: 'How is my customer data kept in ATOM?',
    a: `Security is built into ${crm} alongside its automation. Under our privacy policy, CRM records are kept for the length of our engagement plus about ${CRM_RETENTION_MONTHS} months, and you can make privacy requests at any time. See /privacy-policy.`,
    category: 'ATOM CRM',
  },
];

const aiEmployee: GeneralFaqEntry[] = [
  {
    q: 'What is Vale?',
    a: `${vale} is a 24/7 AI voice and chat employee. It answers calls and chats, qualifies leads, books appointments and updates your CRM, across voice, web chat, SMS, email and DMs. See /ai.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'How much does Vale cost?',
    a: `${vale} AI starts at ${startingPrice('ai')}, with no contract and the option to cancel anytime. Your exact price is a custom quote. See /pricing and /ai.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'Can Vale book appointments?',
    a: `Yes. ${vale} books appointments straight into your calendar during the call or chat, then sends reminders ${claims.remindersInWords} before the appointment, which cuts no-shows by ${claims.noShowReduction}. See /ai.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'Is the voice agent a real person?',
    a: `No. ${vale} is an AI voice agent (currently in beta), not a person. When a caller needs your team, ${vale} captures their details and you get notified. Try it with the "Press Me" bubble on the home page or at /ai#voice-ai.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'How fast does Vale respond to leads?',
    a: `${vale} responds in ${claims.responseTime}, 24/7: day and night, weekends and holidays included. See /ai.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'Which channels does Vale work on?',
    a: `${vale} works on voice calls, web chat, SMS, email and DMs, and records every conversation in your CRM. See /ai.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'Can Vale qualify my leads?',
    a: `Yes. ${vale} asks your qualifying questions, captures the lead's details, books the good fits and updates the CRM, following three steps: Engage, Capture, Follow Up. See /ai.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'Can I try Vale before I buy?',
    a: `Yes. Press the "Press Me" voice bubble on the home page, use the voice demo at /ai#voice-ai, or open the chat on any page to talk to ${vale} right now. Voice calls run in your browser and ask for microphone access.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'Does Vale know my industry?',
    a: `${vale} comes with industry packs for real estate, legal, HR & recruiting, restaurants, healthcare, finance & banking, e-commerce, education, and fitness & wellness, and is trained on your own services, prices and policies during setup. See /ai and /industries.`,
    category: 'AI Employee (Vale)',
  },
];

const websites: GeneralFaqEntry[] = [
  {
    q: 'How much does a website cost?',
    a: `Websites start at ${startingPrice('website')}, and financing is available at checkout. Your exact price depends on the number of pages and features and comes as a custom quote. See /websites and /pricing.`,
    category: 'Websites',
  },
  {
    q: 'How fast can you launch my website?',
    a: `A template website launches in ${claims.templateSiteWeeks} weeks and a custom website in ${claims.customSiteWeeks} weeks. See /websites.`,
    category: 'Websites',
  },
  {
    q: 'What is an AI-enabled website?',
    a: `An AI-enabled website does more than show information: ${vale} chats with visitors, answers their questions, qualifies them and books appointments, and every lead syncs into your CRM. A static site just waits for visitors to call. See /websites.`,
    category: 'Websites',
  },
  {
    q: 'Does my website connect to the CRM?',
    a: `Yes. Our websites sync with ${crm} CRM, so form submissions, chats and booked appointments land in your CRM automatically with no copy-and-paste. See /websites and /crm.`,
    category: 'Websites',
  },
  {
    q: 'How many pages will my website have?',
    a: 'That depends on your plan: the example bundles include a 4-page site (Launch), a 10-page site (Leadflow) or a 20-page site (Scale), and a custom quote can cover any size. See /pricing#plan-examples.',
    category: 'Websites',
  },
  {
    q: 'Can you create the photos and copy for my site?',
    a: 'Yes. Our Content Studio produces professional media and copy, and our branding team can shape your look, so the website launches with content ready. See /marketing and /websites.',
    category: 'Websites',
  },
];

const marketingAndAdvertising: GeneralFaqEntry[] = [
  {
    q: 'How much does marketing cost?',
    a: `Marketing plans start at ${startingPrice('marketing')} on our pricing page (entry marketing services from ${startingPrice('marketing', 'overview')}). Your exact plan is a custom quote with no contract. See /pricing and /marketing.`,
    category: 'Marketing & Advertising',
  },
  {
    q: 'What marketing services do you offer?',
    a: 'We offer year-round marketing automation in three groups: Marketing & Lead Gen, Branding, and a Content Studio, covering lead generation, year-round content, professional media, ads and reviews. See /marketing.',
    category: 'Marketing & Advertising',
  },
  {
    q: 'Do you run paid ads?',
    a: 'Yes. Ads & Traffic Acceleration is one of our solutions: we run ad campaigns that send traffic to a site where Vale answers and books every lead. See /marketing and /solutions.',
    category: 'Marketing & Advertising',
  },
  {
    q: 'Can you help with our branding?',
    a: 'Yes. Branding is one of our three marketing groups, alongside Marketing & Lead Gen and the Content Studio, and it can be bought on its own or with a website. See /marketing#brand.',
    category: 'Marketing & Advertising',
  },
  {
    q: 'What is the Content Studio?',
    a: 'The Content Studio produces year-round content and professional media for your social channels, website and campaigns, so you always have something new to post. See /marketing.',
    category: 'Marketing & Advertising',
  },
  {
    q: 'Can you help us get more reviews?',
    a: 'Yes. Reviews & Social Proof is one of our solutions: we automate review requests after each job and show your best reviews where new visitors see them. See /solutions.',
    category: 'Marketing & Advertising',
  },
  {
    q: 'Do your text campaigns follow texting rules?',
    a: "Yes. Marketing texts are sent only between 9am and 9pm Monday-Saturday and 12pm-9pm Sunday, recipient's local time. Recipients can reply STOP to opt out or HELP for assistance, and do-not-call requests are applied within 1 business day. See /acceptable-use-policy and /privacy-policy.",
    category: 'Marketing & Advertising',
  },
];

const setupAndSupport: GeneralFaqEntry[] = [
  {
    q: 'How fast can you launch?',
    a: `Implementation takes ${claims.implementation} for most services. Websites take ${claims.templateSiteWeeks} weeks (template) or ${claims.customSiteWeeks} weeks (custom), and the example bundles run from ${BUNDLE_FACTS.hyperdrive.deliveryWeeks} (Launch) to ${BUNDLE_FACTS.warpspeed.deliveryWeeks} (Scale). See /pricing.`,
    category: 'Setup & Support',
  },
  {
    q: 'How does onboarding work?',
    a: `Onboarding has three steps: Book Your Call (a free strategy session), Custom Setup (we build and connect everything for you) and Go Live. Implementation takes ${claims.implementation}. Book at /contact.`,
    category: 'Setup & Support',
  },
  {
    q: 'Do I need technical skills?',
    a: 'No. We set everything up for you: Vale, the CRM, your website, phone system and automations. You only tell us how your business works on the strategy session. See /contact.',
    category: 'Setup & Support',
  },
  {
    q: 'How reliable is the phone system?',
    a: `The business phone system runs at ${claims.phoneUptime} uptime with HD voice, is set up in ${claims.phoneSetup} and comes with 24/7 support. See /phone.`,
    category: 'Setup & Support',
  },
  {
    q: 'What support do you provide?',
    a: `Our team is available ${hours} by phone at {phone} and by e-mail at ${email}, the phone system has 24/7 support, and ${vale} answers questions on this site 24/7. See /contact.`,
    category: 'Setup & Support',
  },
  {
    q: 'How do I report an accessibility problem on the site?',
    a: `E-mail ${email} or call {phone}; we respond to accessibility feedback within ${ACCESSIBILITY_RESPONSE_HOURS} hours. The site is working toward WCAG 2.1 Level AA. See /accessibility.`,
    category: 'Setup & Support',
  },
  {
    q: 'How do I make a privacy request?',
    a: `Submit it at /privacy-request. We answer privacy rights requests within ${PRIVACY_RESPONSE_DAYS} days, which can be extended by another ${PRIVACY_EXTENSION_DAYS} days when needed, and we tell you if that happens. See /privacy-policy.`,
    category: 'Setup & Support',
  },
];

const developmentAndCustomAi: GeneralFaqEntry[] = [
  {
    q: 'How much does custom development cost?',
    a: `Custom development starts at ${startingPrice('development')}; the exact price depends on scope and comes as a custom quote, with financing available at checkout. See /development and /pricing.`,
    category: 'Development & Custom AI',
  },
  {
    q: 'What can you build?',
    a: 'We build custom AI (agents and assistants trained on your business), business automation that removes repetitive work, and full-stack web applications. See /development.',
    category: 'Development & Custom AI',
  },
  {
    q: 'Can you build a custom AI for my business?',
    a: `Yes. Custom AI Development is one of our three build services: AI agents and assistants built around your own data and processes, beyond what ${vale} does out of the box. See /development.`,
    category: 'Development & Custom AI',
  },
  {
    q: 'Can you connect our existing software?',
    a: `Yes. We connect your tools through native integrations with ${crm}, automation connectors, or custom integrations built for systems that have no ready-made connector. See /development.`,
    category: 'Development & Custom AI',
  },
  {
    q: 'How long does a custom development project take?',
    a: 'It depends on scope: after a free strategy session you get a plan with a timeline and a quote before any work starts. See /development and /contact.',
    category: 'Development & Custom AI',
  },
  {
    q: 'What is Astroblaster?',
    a: 'Astroblaster is a free arcade mini-game our development team built into this site: shoot asteroids named after business features and hit planets for bonus points. Play it at /astroblaster.',
    category: 'Development & Custom AI',
  },
];

const strategySessions: GeneralFaqEntry[] = [
  {
    q: 'What happens on the strategy session?',
    a: `In about ${claims.strategySessionMinutes} minutes we review your goals, your current tools and where leads slip through, then put together a custom plan and quote. There is no obligation to buy. Book at /contact.`,
    category: 'Strategy Sessions',
  },
  {
    q: 'Is the strategy session free?',
    a: 'Yes, the strategy session is free and comes with no obligation. Book it at /contact.',
    category: 'Strategy Sessions',
  },
  {
    q: 'How do I book a strategy session?',
    a: 'Pick a time on the "Book Your Strategy Session" calendar at /contact, or call or text us at {phone}.',
    category: 'Strategy Sessions',
  },
  {
    q: 'How long is the strategy session?',
    a: `About ${claims.strategySessionMinutes} minutes, online or by phone. Book at /contact.`,
    category: 'Strategy Sessions',
  },
  {
    q: 'What should I prepare for the strategy session?',
    a: 'Bring your goals, a list of the tools you use today (CRM, website, phone, booking) and a rough idea of how many leads and calls you get each month. Nothing else is needed. Book at /contact.',
    category: 'Strategy Sessions',
  },
  {
    q: 'What happens after the strategy session?',
    a: `You receive your custom plan and quote. If you go ahead, we complete the custom setup (implementation takes ${claims.implementation}) and you go live, with no contract and the option to cancel anytime. See /pricing.`,
    category: 'Strategy Sessions',
  },
];

export const generalFaq: FaqEntry[] = [
  ...generalBusiness,
  ...pricingAndPackages,
  ...atomCrm,
  ...aiEmployee,
  ...websites,
  ...marketingAndAdvertising,
  ...setupAndSupport,
  ...developmentAndCustomAi,
  ...strategySessions,
];
