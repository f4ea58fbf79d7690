/**
 * The page registry: one entry per page, and the one place a page is added. An entry owns its SEO settings
 * (SPEC §3), the name copy and voice give it, its place in the footer, the offering it presents (the Solutions
 * menu, the overview cards, the pricing and Vale's offering answers read it) and, for the site's own pages,
 * the copy and FAQ Vale reads. The route table is the route modules' file names (app/routes/, named for the
 * path: routes/page-registry.test.ts holds them to this list); the prerender list, the sitemap, the page heads,
 * the site-link names, the menus and the footer are read from here.
 *
 * What a page shows, its <h1> and introduction included, lives in that page's own content file; an entry
 * refers to it through `copy`, a function, so that content modules may quote the offerings (which are read
 * from this list) without a load-order cycle. For the same reason no content module reads this list or
 * ./offerings.ts while it loads: it reads them in a getter, when the page or Vale asks.
 * Server and build only: the browser gets the menus, the footer and the pages' names as the root loader's data.
 */
import { siteConfig } from '~/site.config';
import type { PageNames } from '~/lib/linkify';
import type { FaqEntry, IconName, PageSeo } from './types';
import { claims } from './company';
import { startingPrice } from './prices';
import { PRIVACY_EXTENSION_DAYS, PRIVACY_RESPONSE_DAYS } from './legal/figures';
import { aboutContent, aboutKeyFacts } from './about';
import { aiContent } from './ai';
import { antiAiContent } from './anti-ai';
import { astroblasterContent } from './astroblaster';
import { contactContent, contactWithoutCalendar } from './contact';
import { crmContent } from './crm';
import { developmentContent } from './development';
import { eras, timeTravelContent } from './eras';
import { homeContent } from './home';
import { industriesContent } from './industries';
import { marketingContent } from './marketing';
import { offeringList } from './offerings';
import { aiFaq } from './page-faqs/ai';
import { crmFaq } from './page-faqs/crm';
import { developmentFaq } from './page-faqs/development';
import { marketingFaq } from './page-faqs/marketing';
import { phoneFaq } from './page-faqs/phone';
import { pricingFaq } from './page-faqs/pricing';
import { solutionsFaq } from './page-faqs/solutions';
import { timeTravelFaq } from './page-faqs/time-travel';
import { websitesFaq } from './page-faqs/websites';
import { phoneContent } from './phone';
import { pricingContent } from './pricing';
import { solutionsContent } from './solutions';
import { websitesContent } from './websites';

/** A page of the site's own copy (Vale reads it), a legal page or a confirmation shown after a form. */
export type PageKind = 'main' | 'legal' | 'confirmation';
export type FooterColumn = 'services' | 'quick' | 'legal';

/** What a main page shows, for the readers of every page at once (Vale's passages and FAQ answers, the site-wide FAQ list). */
export interface PageCopy {
  /** The content modules the page renders (a page may show more than one). */
  content: readonly unknown[];
  /** The page's own FAQ block, when it has one. */
  faq?: readonly FaqEntry[];
}

/** An offering a page presents (SPEC §1): its prices are in ./prices.ts. */
export interface PageOffering {
  /** The key the rest of the content uses for it. */
  id: string;
  name: string;
  /** Its entry in the Solutions menu. */
  shortName: string;
  /** A lucide icon name. */
  icon: IconName;
  /** What it does, in a sentence. */
  summary: string;
  comingSoon?: boolean;
  premium?: boolean;
  /** The section of the page that presents it, when the page is not the offering's own. */
  section?: string;
}

export interface PageEntry extends PageSeo {
  /** How copy names the page where it links there ("See our pricing page."), and what the voice says aloud. */
  name: string;
  /** Main pages by default. */
  kind?: PageKind;
  /** Its link in the footer: the Services or Quick Links column, or the legal row. */
  footer?: { column: FooterColumn; label: string };
  /** Priority hint for the sitemap (0.0–1.0). */
  priority?: number;
  offering?: PageOffering;
  /** A main page's copy; a function, so that the list loads before the copy that quotes it. */
  copy?: () => PageCopy;
}

const brand = siteConfig.brandName;
const assistant = siteConfig.assistantName;
const crm = siteConfig.crmName;

/** One page's entry; its path's, kind's and offering's own types are kept, so the list of paths is the list of pages. */
const page = <Path extends string, Kind extends PageKind = 'main', Id extends string = never>(
  entry: PageEntry & { path: Path; kind?: Kind; offering?: PageOffering & { id: Id } },
) => ({ ...entry, kind: entry.kind ?? 'main' }) as PageEntry & { path: Path; kind: Kind; offering?: PageOffering & { id: Id } };

export const pages = [
  page({
    path: '/', priority: 1,
    name: 'our home page',
    title: `${brand} | AI Employees, CRM and Marketing for Small Business`,
    description: `${brand} gives small and mid-size businesses Vale, a 24/7 AI voice and chat employee, the ATOM CRM, marketing, websites and phone systems, live in ${claims.implementation}.`,
    keywords: ['AI receptionist', 'AI employee', 'small business CRM', 'lead generation', 'business automation'],
    type: 'website',
    copy: (): PageCopy => ({ content: [homeContent] }),
  }),
  page({
    path: '/solutions', priority: 0.9,
    name: 'our solutions page', footer: { column: 'quick', label: 'All Solutions' },
    title: `All Solutions | AI, CRM, Marketing, Phone, Websites | ${brand}`,
    description: 'Every service in one place: Vale the AI employee, the ATOM CRM, marketing, AI-enabled websites, business phone systems and custom development, one by one or as a full system.',
    keywords: ['business solutions', 'AI automation services', 'CRM and marketing', 'business phone system'],
    copy: (): PageCopy => ({ content: [solutionsContent], faq: solutionsFaq }),
  }),
  page({
    path: '/ai', priority: 0.9,
    name: 'our page about Vale', footer: { column: 'services', label: 'Vale AI Employee' },
    title: `Vale, the 24/7 AI Voice and Chat Employee | ${brand}`,
    description: `${assistant} answers calls and chats day and night, qualifies leads, books appointments and updates your CRM across voice, web chat, SMS, email and DMs. From ${startingPrice('ai')}.`,
    keywords: ['AI voice agent', 'AI chat agent', 'AI receptionist', 'appointment booking AI', 'Vale'],
    offering: {
      id: 'ai', name: `${assistant} AI`, shortName: 'AI', icon: 'bot',
      summary: `${assistant}, a 24/7 AI employee that answers calls and chats, qualifies leads, books appointments and updates your CRM.`,
    },
    copy: (): PageCopy => ({ content: [aiContent], faq: aiFaq }),
  }),
  page({
    path: '/crm', priority: 0.8,
    name: 'our ATOM CRM page', footer: { column: 'services', label: 'ATOM CRM' },
    title: `ATOM CRM: All-in-One CRM and Marketing Platform | ${brand}`,
    description: `${crm} brings your contacts, pipelines, calendars, campaigns, reviews and automations into one CRM and marketing platform, with a mobile app. From ${startingPrice('crm')}.`,
    keywords: ['CRM for small business', 'ATOM CRM', 'marketing automation platform', 'sales pipeline'],
    offering: {
      id: 'crm', name: `${crm} CRM`, shortName: 'CRM', icon: 'layout-dashboard',
      summary: `${crm}, the all-in-one CRM and marketing platform: pipeline, inbox, calendar, campaigns and automations in one login, with a mobile app.`,
    },
    copy: (): PageCopy => ({ content: [crmContent], faq: crmFaq }),
  }),
  page({
    path: '/marketing', priority: 0.8,
    name: 'our marketing page', footer: { column: 'services', label: 'Marketing' },
    title: `Marketing, Branding and Content Studio | ${brand}`,
    description: 'Year-round marketing, lead generation, branding and a content studio for small and mid-size businesses, run by a team that reports on leads, not likes.',
    keywords: ['small business marketing', 'lead generation agency', 'branding', 'content studio'],
    offering: {
      id: 'marketing', name: 'Marketing', shortName: 'Marketing', icon: 'megaphone',
      summary: 'Year-round marketing automation, branding and a content studio that keeps your business in front of the right customers every month.',
    },
    copy: (): PageCopy => ({ content: [marketingContent], faq: marketingFaq }),
  }),
  page({
    path: '/phone', priority: 0.8,
    name: 'our business phone page', footer: { column: 'services', label: 'Business Phone' },
    title: `Business Phone and Messaging System | ${brand}`,
    description: `A business phone and texting system with ${claims.phoneUptime} uptime, HD voice, setup in ${claims.phoneSetup} and 24/7 support, with ${assistant} answering calls. From ${startingPrice('phone')}.`,
    keywords: ['business phone system', 'VoIP for small business', 'business texting', 'AI phone answering'],
    offering: {
      id: 'phone', name: 'Business Phone', shortName: 'Phone', icon: 'phone-call',
      summary: 'Business phone numbers, calling and two-way texting with call tracking and AI answering, all synced to your CRM.',
    },
    copy: (): PageCopy => ({ content: [phoneContent], faq: phoneFaq }),
  }),
  page({
    path: '/websites', priority: 0.8,
    name: 'our websites page', footer: { column: 'services', label: 'Websites' },
    title: `AI-Enabled Websites for Small Business | ${brand}`,
    description: `Fast, AI-enabled websites that answer visitors, capture leads and sync with your CRM. Template sites in ${claims.templateSiteWeeks} weeks, custom sites in ${claims.customSiteWeeks} weeks.`,
    keywords: ['small business website', 'AI website', 'website design', 'lead capture website'],
    offering: {
      id: 'website', name: 'AI Websites', shortName: 'Website', icon: 'globe',
      summary: 'Fast, mobile-first websites with a built-in AI assistant that answers visitors, captures leads and books calls straight into your calendar.',
    },
    copy: (): PageCopy => ({ content: [websitesContent], faq: websitesFaq }),
  }),
  page({
    path: '/development', priority: 0.7,
    name: 'our custom development page', footer: { column: 'services', label: 'Custom Development' },
    title: `Custom Software and AI Development | ${brand}`,
    description: 'Custom AI development, business automation and full-stack applications built around the way your business already works, integrated with the tools you use.',
    keywords: ['custom software development', 'custom AI development', 'business automation', 'full-stack development'],
    offering: {
      id: 'development', name: 'Custom Development', shortName: 'Development', icon: 'code',
      summary: 'Custom software and custom AI: internal tools, integrations and automations built around the way your team already works.',
    },
    copy: (): PageCopy => ({ content: [developmentContent], faq: developmentFaq }),
  }),
  page({
    path: '/anti-ai', priority: 0.3,
    name: 'our Anti-AI page',
    title: `Anti-AI: Coming Soon | ${brand}`,
    description: 'Anti-AI is a new human-first offering for businesses that want a person, not a program, in the loop. It is coming soon; get in touch to hear first.',
    keywords: ['human-first service', 'Anti-AI'],
    offering: {
      id: 'anti-ai', name: 'Anti-AI', shortName: 'Anti-AI', icon: 'shield-off', comingSoon: true,
      summary: 'A human-first service for businesses that would rather have a person than a program on the line.',
    },
    copy: (): PageCopy => ({ content: [antiAiContent] }),
  }),
  page({
    path: '/astroblaster', priority: 0.3,
    name: 'our Astroblaster game page',
    title: `Astroblaster Arcade Game | ${brand}`,
    description: 'Take a break and play Astroblaster: steer your ship, blast asteroids carrying business features and chase the high score, right in your browser.',
    keywords: ['arcade game', 'browser game', 'Astroblaster'],
    copy: (): PageCopy => ({ content: [astroblasterContent] }),
  }),
  page({
    path: '/industries', priority: 0.8,
    name: 'our industries page', footer: { column: 'quick', label: 'Industries' },
    title: `Industries We Serve | ${brand}`,
    description: 'AI employees, CRM and marketing set up for your trade: home services, healthcare, legal, real estate, restaurants, automotive and more, twelve industries in all.',
    keywords: ['AI for home services', 'AI for healthcare', 'AI for law firms', 'industry solutions'],
    copy: (): PageCopy => ({ content: [industriesContent] }),
  }),
  page({
    path: '/pricing', priority: 0.9,
    name: 'our pricing page', footer: { column: 'quick', label: 'Pricing' },
    title: `Pricing and Plans | Starting Prices and Bundles | ${brand}`,
    description: `Starting prices: ${assistant} AI ${startingPrice('ai')}, ${crm} CRM ${startingPrice('crm')}, Phone ${startingPrice('phone')}, Websites from ${startingPrice('website')}, plus example bundles and the Infinity Partner plan.`,
    keywords: ['pricing', 'AI receptionist pricing', 'CRM pricing', 'website cost', 'Infinity Partner'],
    offering: {
      id: 'infinity-partner', name: 'Infinity Partner', shortName: 'Infinity Partner', icon: 'infinity', premium: true, section: 'infinity-partner',
      summary: 'A full-time growth partner: our team runs your AI, CRM, marketing and web as one system, with the platform license included.',
    },
    copy: (): PageCopy => ({ content: [pricingContent, offeringList()], faq: pricingFaq }),
  }),
  page({
    path: '/about', priority: 0.7,
    name: 'our about page', footer: { column: 'quick', label: 'About' },
    title: `About Us | ${brand}`,
    description: `${brand} builds AI systems for small and mid-size businesses: AI employees, CRM, marketing, websites and phone systems, à la carte or as one full system, since 2023.`,
    keywords: ['about', 'AI agency', 'business automation company'],
    copy: (): PageCopy => ({ content: [aboutContent, aboutKeyFacts] }),
  }),
  page({
    path: '/contact', priority: 0.9,
    name: 'our contact page', footer: { column: 'quick', label: 'Contact' },
    title: `Contact Us and Book a Free Strategy Session | ${brand}`,
    description: 'Book your free strategy session, call or text us, or send the Digital Growth Form. We answer Monday to Friday, 9:00 to 17:00, and reply fast.',
    keywords: ['contact', 'strategy session', 'book a call', 'free consultation'],
    copy: (): PageCopy => ({ content: [contactContent, contactWithoutCalendar] }),
  }),
  page({
    path: '/contact/thank-you', noIndex: true,
    name: 'our contact page', kind: 'confirmation',
    title: `Message Received | ${brand}`,
    description: `Thank you for getting in touch. Our team replies within ${claims.replyTime}.`,
    keywords: ['contact', 'message received'],
  }),
  page({
    path: '/time-travel', priority: 0.5,
    name: 'our time travel page', footer: { column: 'quick', label: 'Time Travel' },
    title: `A Short History of Business Tools | Time Travel | ${brand}`,
    description: 'From tally marks to AI employees: travel through eleven eras of business record-keeping and see how each one gave people back time, and what comes next.',
    keywords: ['history of business', 'business technology history', 'AI history'],
    type: 'article',
    copy: (): PageCopy => ({ content: [timeTravelContent, eras], faq: timeTravelFaq }),
  }),
  page({
    path: '/privacy-policy', noIndex: true,
    name: 'our privacy policy', kind: 'legal', footer: { column: 'legal', label: 'Privacy Policy' },
    title: `Privacy Policy | ${brand}`,
    description: `How ${brand} collects, uses, keeps and protects personal information, and the choices and rights you have over it.`,
    keywords: ['privacy policy'],
    type: 'article',
  }),
  page({
    path: '/terms-of-service', noIndex: true,
    name: 'our terms of service', kind: 'legal', footer: { column: 'legal', label: 'Terms of Service' },
    title: `Terms of Service | ${brand}`,
    description: `The terms that govern the use of ${brand} services and this website by businesses, including billing, cancellation and liability.`,
    keywords: ['terms of service'],
    type: 'article',
  }),
  page({
    path: '/acceptable-use-policy', noIndex: true,
    name: 'our acceptable use policy', kind: 'legal', footer: { column: 'legal', label: 'Acceptable Use Policy' },
    title: `Acceptable Use Policy | ${brand}`,
    description: `What is and is not allowed when you use ${brand} services, including calling, texting and AI agents, and what happens when the rules are broken.`,
    keywords: ['acceptable use policy'],
    type: 'article',
  }),
  page({
    path: '/cookie-policy', noIndex: true,
    name: 'our cookie policy', kind: 'legal', footer: { column: 'legal', label: 'Cookie Policy' },
    title: `Cookie Policy | ${brand}`,
    description: `Which cookies and similar technologies ${brand} uses on this website, what each one is for, how long it lasts and how to control them.`,
    keywords: ['cookie policy'],
    type: 'article',
  }),
  page({
    path: '/accessibility',
    name: 'our accessibility statement', kind: 'legal', footer: { column: 'legal', label: 'Accessibility Statement' },
    title: `Accessibility Statement | ${brand}`,
    description: `${brand} is working toward WCAG 2.1 Level AA on this website. Read what we have done, the known limitations, and how to tell us about a barrier.`,
    keywords: ['accessibility statement', 'WCAG 2.1 AA'],
    type: 'article',
  }),
  page({
    path: '/cookie-preferences',
    name: 'our cookie preferences page', kind: 'legal', footer: { column: 'legal', label: 'Cookie Preferences' },
    title: `Cookie Preferences | ${brand}`,
    description: 'See which cookie categories this site uses, what each one does and how to change your choices in your browser or by contacting us.',
    keywords: ['cookie preferences'],
  }),
  page({
    path: '/privacy-choices',
    name: 'our privacy choices page', kind: 'legal',
    title: `Your Privacy Choices | ${brand}`,
    description: 'Opt out of the sale or sharing of your personal information, of marketing calls and texts, and of targeted advertising, and learn how each choice works.',
    keywords: ['privacy choices', 'do not sell or share'],
  }),
  page({
    path: '/limit-sensitive-info',
    name: 'our sensitive information page', kind: 'legal',
    title: `Limit the Use of My Sensitive Personal Information | ${brand}`,
    description: 'Ask us to limit the use of your sensitive personal information to what is needed to provide the services you asked for, and see how we handle it.',
    keywords: ['sensitive personal information', 'limit use'],
  }),
  page({
    path: '/privacy-request/received', noIndex: true,
    name: 'our privacy request page', kind: 'confirmation',
    title: `Privacy Request Received | ${brand}`,
    description: `We received your privacy request and will answer within ${PRIVACY_RESPONSE_DAYS} days.`,
    keywords: ['privacy request'],
  }),
  page({
    path: '/privacy-request',
    name: 'our privacy request page', kind: 'legal',
    title: `Submit a Privacy Request | ${brand}`,
    description: `Ask to access, correct, delete or port your personal information. We confirm receipt and answer within ${PRIVACY_RESPONSE_DAYS} days, extendable once by ${PRIVACY_EXTENSION_DAYS} more.`,
    keywords: ['privacy request', 'data access request', 'delete my data'],
  }),
];

/** The path of every page: the page list is the one list of them. */
export type PagePath = (typeof pages)[number]['path'];
/** Paths of one kind of page: the main pages are the ones whose copy Vale reads (./page-copy.ts). */
export type PagePathOf<Kind extends PageKind> = Extract<(typeof pages)[number], { kind: Kind }>['path'];
/** A link inside the site: a page, or a section of one. */
export type SitePath = PagePath | `${PagePath}#${string}`;

export { NOT_FOUND_PATH } from '../not-found-path';

export function pageByPath(path: string): PageEntry {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page entry for ${path}`);
  return page;
}

/** Each page's name by its path, for the copy that names its links (lib/linkify.ts). */
export const pageNames: PageNames = Object.fromEntries(pages.map((p) => [p.path, p.name]));

export const indexablePages = () => pages.filter((p) => !p.noIndex);

/** The pages listed in one footer column, in the page list's order, by their link labels. */
export const footerLinks = (column: FooterColumn) =>
  pages.flatMap((p) => (p.footer?.column === column ? [{ label: p.footer.label, href: p.path }] : []));
