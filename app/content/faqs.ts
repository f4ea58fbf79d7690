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
    a: `Yes. Tell us what you use today on your strategy session, and your custom setup plan covers bringing your existing contacts into ${crm}. Implementation takes 3 business days. See /crm.`,
    category: 'ATOM CRM',
  },
  {
    q: 'How is my customer data kept in ATOM?',
    a: `Security is built into ${crm} alongside its automation. Under our privacy policy, CRM records are kept for the length of our engagement plus about 24 months, and you can make privacy requests at any time. See /privacy-policy.`,
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
    a: `${vale} AI starts at $147/month, with no contract and the option to cancel anytime. Your exact price is a custom quote. See /pricing and /ai.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'Can Vale book appointments?',
    a: `Yes. ${vale} books appointments straight into your calendar during the call or chat, then sends reminders 24 hours and 2 hours before the appointment, which cuts no-shows by 60%+. See /ai.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'Is the voice agent a real person?',
    a: `No. ${vale} is an AI voice agent (currently in beta), not a person. When a caller needs your team, ${vale} captures their details and you get notified. Try it with the "Press Me" bubble on the home page or at /ai#voice-ai.`,
    category: 'AI Employee (Vale)',
  },
  {
    q: 'How fast does Vale respond to leads?',
    a: `${vale} responds in under 30 seconds, 24 hours a day, 7 days a week, including nights, weekends and holidays. See /ai.`,
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
    a: 'Websites start at $4,242 setup, and financing is available at checkout. Your exact price depends on the number of pages and features and comes as a custom quote. See /websites and /pricing.',
    category: 'Websites',
  },
  {
    q: 'How fast can you launch my website?',
    a: 'A template website launches in 1-2 weeks and a custom website in 3-6 weeks. See /websites.',
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
    a: 'Marketing plans start at $1,697/month on our pricing page (entry marketing services from $497/month). Your exact plan is a custom quote with no contract. See /pricing and /marketing.',
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
    a: 'Implementation takes 3 business days for most services. Websites take 1-2 weeks (template) or 3-6 weeks (custom), and the example bundles run from 1-2 weeks (Launch) to 3-5 weeks (Scale). See /pricing.',
    category: 'Setup & Support',
  },
  {
    q: 'How does onboarding work?',
    a: 'Onboarding has three steps: Book Your Call (a free strategy session), Custom Setup (we build and connect everything for you) and Go Live. Implementation takes 3 business days. Book at /contact.',
    category: 'Setup & Support',
  },
  {
    q: 'Do I need technical skills?',
    a: 'No. We set everything up for you: Vale, the CRM, your website, phone system and automations. You only tell us how your business works on the strategy session. See /contact.',
    category: 'Setup & Support',
  },
  {
    q: 'How reliable is the phone system?',
    a: 'The business phone system runs at 99.9% uptime with HD voice, is set up in under 24 hours and comes with 24/7 support. See /phone.',
    category: 'Setup & Support',
  },
  {
    q: 'What support do you provide?',
    a: `Our team is available ${hours} by phone at {phone} and by e-mail at ${email}, the phone system has 24/7 support, and ${vale} answers questions on this site 24/7. See /contact.`,
    category: 'Setup & Support',
  },
  {
    q: 'How do I report an accessibility problem on the site?',
    a: `E-mail ${email} or call {phone}; we respond to accessibility feedback within 48 hours. The site is working toward WCAG 2.1 Level AA. See /accessibility.`,
    category: 'Setup & Support',
  },
  {
    q: 'How do I make a privacy request?',
    a: 'Submit it at /privacy-request. We answer privacy rights requests within 45 days, which can be extended by another 45 days when needed, and we tell you if that happens. See /privacy-policy.',
    category: 'Setup & Support',
  },
];

const developmentAndCustomAi: GeneralFaqEntry[] = [
  {
    q: 'How much does custom development cost?',
    a: 'Custom development starts at $1,818 setup; the exact price depends on scope and comes as a custom quote, with financing available at checkout. See /development and /pricing.',
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
    a: 'In about 30 minutes we review your goals, your current tools and where leads slip through, then put together a custom plan and quote. There is no obligation to buy. Book at /contact.',
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
    a: 'About 30 minutes, online or by phone. Book at /contact.',
    category: 'Strategy Sessions',
  },
  {
    q: 'What should I prepare for the strategy session?',
    a: 'Bring your goals, a list of the tools you use today (CRM, website, phone, booking) and a rough idea of how many leads and calls you get each month. Nothing else is needed. Book at /contact.',
    category: 'Strategy Sessions',
  },
  {
    q: 'What happens after the strategy session?',
    a: 'You receive your custom plan and quote. If you go ahead, we complete the custom setup (implementation takes 3 business days) and you go live, with no contract and the option to cancel anytime. See /pricing.',
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

export type FaqPage = 'ai' | 'crm' | 'marketing' | 'phone' | 'websites' | 'development' | 'pricing' | 'timeTravel' | 'solutions';

/** FAQ block of each page; only the pricing page's entries carry categories. */
export const pageFaqs: Record<FaqPage, FaqEntry[]> = {
  ai: [
    {
      q: 'How does Vale work?',
      a: `${vale} works in three steps: Engage (it answers every call and chat in under 30 seconds), Capture (it qualifies the lead and records their details in your CRM) and Follow Up (it books the appointment and sends reminders 24 hours and 2 hours before).`,
    },
    {
      q: 'What does Vale do for my business?',
      a: `${vale} is a 24/7 AI voice and chat employee: it answers calls and chats, qualifies leads, books appointments and updates your CRM, on voice, web chat, SMS, email and DMs. ${vale} starts at $147/month.`,
    },
    {
      q: 'Will I know when Vale books a call?',
      a: `Yes. Every booking and every qualified lead is saved to your CRM and you get notified right away, with the conversation attached. Reminders 24 hours and 2 hours before the appointment cut no-shows by 60%+.`,
    },
    {
      q: 'How do I try the voice demo?',
      a: `Use the voice demo at /ai#voice-ai or the "Press Me" bubble on the home page and press "Start Conversation". Your browser asks for microphone access, then ${vale} answers. The voice agent is in beta.`,
    },
    {
      q: 'What are the industry packs?',
      a: `Industry packs give ${vale} a head start for your field: Real Estate, Legal, HR & Recruiting, Restaurants, Healthcare, Finance & Banking, E-commerce, Education, and Fitness & Wellness. Each one is then tuned to your own services and policies.`,
    },
    {
      q: 'How long does it take to set up Vale?',
      a: `Implementation takes 3 business days: we train ${vale} on your business, connect your calendar and CRM, and go live. There are no contracts and you can cancel anytime. Book at /contact.`,
    },
  ],
  crm: [
    {
      q: `What is included in ${crm}?`,
      a: `${crm} covers four areas: Core Platform (contacts, pipelines, calendars), Marketing Tools, Automation & Security, and Integrations & More, plus a mobile app for iOS and Android.`,
    },
    {
      q: `How much does the ${crm} platform cost?`,
      a: `${crm} CRM starts at $197/month, with no contract and the option to cancel anytime. Your exact price is a custom quote. See /pricing.`,
    },
    {
      q: `Can I use ${crm} on my phone?`,
      a: `Yes. The ${crm} mobile app is on the App Store and Google Play, so you can answer leads, check your pipeline and see appointments from anywhere.`,
    },
    {
      q: `How does ${crm} work with Vale?`,
      a: `${vale} writes every call and chat into ${crm}: the lead's details, their answers and any appointment booked, so your team picks up exactly where ${vale} left off. See /ai.`,
    },
    {
      q: `How long does it take to get started with ${crm}?`,
      a: `Implementation takes 3 business days. We set up your pipelines, calendars and automations and bring in your existing contacts during the custom setup. Book at /contact.`,
    },
    {
      q: `Do I need a separate marketing tool with ${crm}?`,
      a: `Usually not: ${crm} includes marketing tools and automation alongside the CRM, so your campaigns, follow-ups and contacts live in one place. See /marketing for the services we run for you.`,
    },
  ],
  marketing: [
    {
      q: 'What does your marketing service include?',
      a: 'Three groups of services: Marketing & Lead Gen, Branding, and a Content Studio. Together they give you year-round content, professional media and lead generation, run for you all year.',
    },
    {
      q: 'How much does your marketing service cost?',
      a: 'Marketing plans start at $1,697/month on our pricing page (entry marketing services from $497/month). There are no contracts and you can cancel anytime. See /pricing.',
    },
    {
      q: 'What does year-round content mean?',
      a: 'The Content Studio plans and produces content every month, not just at launch, so your social channels, website and campaigns stay active all year.',
    },
    {
      q: 'Do you create photos and video?',
      a: 'Yes. Professional Media is part of the Content Studio: we produce the photos, graphics and video your brand, ads and website need.',
    },
    {
      q: 'How do you generate leads?',
      a: `We run campaigns and ads that bring visitors to your site, where ${vale} answers and books them around the clock and every lead lands in ${crm} CRM. See /ai and /crm.`,
    },
    {
      q: 'How do I get started with marketing?',
      a: 'Press "Scale My Marketing" or book a free strategy session at /contact. We review your goals and current marketing and send a custom plan and quote.',
    },
  ],
  phone: [
    {
      q: 'How much does the business phone system cost?',
      a: 'Phone starts at $47/month plus usage: outbound calls $0.0182/min, inbound calls $0.0111/min and texts $0.0108 per segment. See /pricing.',
    },
    {
      q: 'How is call and text usage billed?',
      a: 'Monthly, on your actual usage: calls in whole-minute increments and texts per 160-character segment. Setup and carrier fees are included, so there are no surprise fees.',
    },
    {
      q: 'How can I estimate my monthly phone bill?',
      a: 'Open the Usage Estimate Tool on /pricing and enter your outbound minutes, inbound minutes and text segments. For example, 100 of each comes to $4.01 in usage ($1.82 + $1.11 + $1.08) on top of the monthly plan.',
    },
    {
      q: 'How reliable is the phone service?',
      a: 'The system runs at 99.9% uptime with HD voice quality and 24/7 support.',
    },
    {
      q: 'How long does the phone setup take?',
      a: 'Setup takes under 24 hours. Book a quick call at /contact and we handle the configuration for you.',
    },
    {
      q: 'Can Vale answer my business line?',
      a: `Yes. ${vale} answers your business calls 24/7, qualifies the caller, books the appointment and updates your CRM, and your team is notified with the details. See /ai.`,
    },
  ],
  websites: [
    {
      q: 'How much does a new website cost?',
      a: 'Websites start at $4,242 setup, with financing available at checkout. Your exact price is a custom quote. See /pricing.',
    },
    {
      q: 'How long does it take to build my website?',
      a: 'A template website takes 1-2 weeks and a custom website 3-6 weeks.',
    },
    {
      q: 'What is the difference between a static website and an AI website?',
      a: `A static website only shows information. An AI-enabled website has ${vale} built in: it answers visitors' questions, qualifies them and books appointments 24/7, so fewer leads leave without a word.`,
    },
    {
      q: 'Does the website sync with my CRM?',
      a: `Yes. Forms, chats and bookings on your website sync into ${crm} CRM automatically, so every lead is tracked from the first click. See /crm.`,
    },
    {
      q: 'How many pages can my website have?',
      a: 'As many as you need: the example bundles include 4-page (Launch), 10-page (Leadflow) and 20-page (Scale) sites, and a custom quote covers any size. See /pricing#plan-examples.',
    },
    {
      q: 'Can I start with a website and add Vale later?',
      a: 'Yes. Every service can be bought on its own and added later, with no contracts. See /solutions.',
    },
  ],
  development: [
    {
      q: 'What kinds of software do you develop?',
      a: 'Three kinds: Custom AI Development, Business Automation and Full-Stack Applications. See /development#services.',
    },
    {
      q: 'What does custom development cost?',
      a: 'Development starts at $1,818 setup; each project is quoted on its scope, with financing available at checkout. See /pricing.',
    },
    {
      q: 'Can you automate our manual processes?',
      a: 'Yes. Business Automation connects your tools and removes repetitive tasks such as data entry, follow-ups and reporting, so your team gets hours back each week.',
    },
    {
      q: 'Which systems can you integrate with?',
      a: `We integrate through native ${crm} integrations, automation connectors, or custom integrations built for systems without a ready-made connector.`,
    },
    {
      q: 'How does a development project start?',
      a: 'Press "Start Your Project" or book a free strategy session at /contact. We scope the project with you and send a plan, timeline and quote before any work begins.',
    },
    {
      q: 'Do you build AI agents other than Vale?',
      a: `Yes. Custom AI Development covers AI agents and assistants built on your own data and workflows, for jobs beyond answering calls and chats. ${vale} itself starts at $147/month. See /ai.`,
    },
  ],
  pricing: [
    {
      q: 'Why are your plans custom?',
      a: 'Every business needs a different mix of services, so each plan is a custom quote; the starting prices on this page show where each service begins. Book a free strategy session at /contact to get yours.',
      category: 'Pricing & Packages',
    },
    {
      q: 'What are the starting prices?',
      a: `${vale} AI from $147/month, ${crm} CRM from $197/month, Marketing from $1,697/month on this page (entry marketing services from $497/month), Phone from $47/month, Website from $4,242 setup and Development from $1,818 setup. Infinity Partner starts at $2,497/month.`,
      category: 'Pricing & Packages',
    },
    {
      q: 'Are there contracts or cancellation fees?',
      a: 'No. There are no contracts, and you can cancel anytime.',
      category: 'Pricing & Packages',
    },
    {
      q: 'Can I pay over time?',
      a: 'Yes, financing is available at checkout. We accept credit card, debit card and bank transfer, in USD.',
      category: 'Pricing & Packages',
    },
    {
      q: 'Do setup fees always apply?',
      a: 'No, setup fees may not always apply; your quote states exactly which ones do. Website setup starts at $4,242 and development setup at $1,818.',
      category: 'Pricing & Packages',
    },
    {
      q: 'What do the example bundles include and how long do they take?',
      a: 'Launch Bundle: 1-2 weeks, 4-page site. Leadflow Bundle: 2-3 weeks, 10-page site. Scale Bundle: 3-5 weeks, 20-page site. They are examples of what a subscription could look like. See /pricing#plan-examples.',
      category: 'Pricing & Packages',
    },
    {
      q: 'What does the Infinity Partner plan include?',
      a: `Infinity Partner is our premium full-time partner plan, with ${brand} as your ongoing team and a platform license included, from $2,497/month. See /pricing#infinity-partner.`,
      category: 'Pricing & Packages',
    },
    {
      q: 'What are the phone usage rates?',
      a: 'Outbound calls $0.0182/min, inbound calls $0.0111/min and texts $0.0108 per segment, billed monthly on actual usage in whole-minute increments and 160-character segments, with setup and carrier fees included. Use the Usage Estimate Tool to work out your cost.',
      category: 'Pricing & Packages',
    },
  ],
  timeTravel: [
    {
      q: 'What is this page about?',
      a: 'A trip through 11 eras of how businesses kept track of their work: from tally marks around 3000 BCE, ledgers and double-entry bookkeeping, the telegraph and typewriter, punch cards, personal computers, the web and email, the cloud and mobile, to AI in the 2020s and what comes next.',
    },
    {
      q: 'What does the history of business tools have to do with my business?',
      a: 'Each era gave businesses a tool that saved time; AI is the tool of this one. Businesses that adopted each new tool early pulled ahead, and today that means answering every lead instantly and automating the busywork.',
    },
    {
      q: 'What do Automate, Orchestrate and Delight mean?',
      a: `Automate the repetitive work, orchestrate your tools so ${vale}, ${crm} and your website work as one system, and delight customers with instant answers and smooth booking.`,
    },
    {
      q: 'What is the 20-minute walkthrough?',
      a: 'A free 20-minute walkthrough with our team showing where automation gives your business time back. Book it at /contact.',
    },
  ],
  solutions: [
    {
      q: 'Do I have to buy the full system?',
      a: 'No. Every solution can be bought on its own or combined into a full system, and you can add more later. There are no contracts.',
    },
    {
      q: 'Which solution should I start with?',
      a: 'That depends on where you lose the most leads today. On a free strategy session at /contact we look at your goals and tools and recommend where to start, with a custom quote.',
    },
    {
      q: 'How do your solutions work together?',
      a: `${vale} answers and books leads from your website, phone and ads; ${crm} CRM stores every contact and runs your follow-ups; and our marketing keeps new leads coming. Each part feeds the others.`,
    },
    {
      q: 'How fast can I be up and running?',
      a: 'Implementation takes 3 business days for most services; websites take 1-2 weeks (template) or 3-6 weeks (custom).',
    },
    {
      q: 'What is the difference between buying services and Infinity Partner?',
      a: 'Individual services are priced one by one from $47/month. Infinity Partner, from $2,500/month, is our premium full-time partner plan that covers your growth end to end and includes a platform license. See /pricing#infinity-partner.',
    },
  ],
};

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
