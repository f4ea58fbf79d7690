/**
 * Content shapes (SPEC §3). Content modules are plain data: no React, so the
 * server (the chat agent's index) imports the very same text the pages render.
 *
 * Icons are named, not imported: `IconName` is a lucide icon name in kebab case
 * (e.g. 'bot', 'phone-call'); the UI maps names to components.
 */
import type { pages, SitePath } from './pages';

export type IconName = string;

/** The key of an offering, from the page registry's entries (./pages.ts). */
export type OfferingId = NonNullable<(typeof pages)[number]['offering']>['id'];

/** A link in copy: a page of the site (typed by the page list, so a link to no page does not compile), a section of this page, or a way to reach the team or the web. */
export type Href = SitePath | `#${string}` | `tel:${string}` | `mailto:${string}` | `sms:${string}` | `https://${string}`;

/** A link of the site's navigation (header, mobile menu, footer). */
export interface NavItem {
  label: string;
  /** Typed by the page list, so a link to a page that does not exist does not compile. */
  href: SitePath;
  badge?: string;
}

export interface Cta {
  text: string;
  href: Href;
}

export interface FaqEntry {
  q: string;
  a: string;
  category?: string;
}

/** A feature inside a card: label, hint shown on hover/click, optional status ("Coming Soon"). */
export interface Feature {
  label: string;
  hint: string;
  status?: string;
}

export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
  tooltip?: string;
  features?: Feature[];
  href?: Href;
}

export interface Hero {
  subtitle: string;
  title: string;
  description: string;
  primaryCta: Cta;
  secondaryCta?: Cta;
  image: { src: string; alt: string; maxWidth: number };
  tagline: string;
}

export interface MarketingCard {
  id: string;
  title: string;
  tooltip: string;
  icon: IconName;
}

export interface MarketingGroup {
  id: string;
  title: string;
  tagline: string;
  ctaText: string;
  cards: MarketingCard[];
}

export interface ServiceTooltipItem {
  id: string;
  title: string;
  tooltip: string;
}

export interface BundleFeature {
  label: string;
  hint?: string;
}

export interface PlanBundle {
  id: 'hyperdrive' | 'lightspeed' | 'warpspeed';
  name: string;
  priceSymbol: '$' | '$$' | '$$$';
  tagline: string;
  cta: string;
  features: BundleFeature[];
  /** Delivery time, e.g. "1-2 weeks". */
  footer: string;
  deliveryWeeks: string;
  sitePages: number;
}

export interface BuildServiceCard {
  title: string;
  description: string;
  /** Comma-separated feature list, shown in the card's tooltip. */
  features: string;
  icon: IconName;
}

export interface TechnologyCategory {
  name: string;
  /** What the category covers in a project, shown under its heading. */
  summary: string;
  items: string[];
}

export interface OrbitMilestone {
  id: '1' | '2' | '3';
  label: string;
  title: string;
  description: string;
}

export interface Testimonial {
  id: string;
  name: string;
  company: string;
  role: string;
  /** The /industries entry (its id) the client's business belongs to, so Vale can name a client of a trade. */
  industry?: string;
  content: string;
  rating: 5;
  image: string;
}

export interface SolutionCard {
  title: string;
  subline: string;
  icon: IconName;
  includes: Feature[];
  cta: string;
}

export interface Outcome {
  text: string;
  tooltip: string;
}

export interface Era {
  id: string;
  headline: string;
  timestamp: string;
  copy: string;
  bullets: [string, string, string];
  lesson: string;
  /** Drawn SVG under /images/eras/. */
  image: string;
  altText: string;
}

export interface IndustryCard {
  id: string;
  name: string;
  icon: IconName;
  description: string;
  features: [string, string, string, string];
  cta: string;
}

export interface Stat {
  value: string;
  label: string;
  detail?: string;
}

export interface Step {
  title: string;
  description: string;
  icon?: IconName;
}

/** A starting price. `amount` in USD; `period` says whether it recurs. */
export interface StartingPrice {
  amount: number;
  period: 'month' | 'setup';
  /** Where this reading is shown, when the spec gives two (see offerings.ts). */
  shownOn?: string;
}

export interface Offering {
  id: OfferingId;
  name: string;
  shortName: string;
  href: SitePath;
  icon: IconName;
  summary: string;
  /** Price shown on the home and overview pages. */
  overviewPrice?: StartingPrice;
  /** Price shown on the pricing page. */
  pricingPagePrice?: StartingPrice;
  comingSoon?: boolean;
  premium?: boolean;
}

/** A request a reader sends by e-mail: the link opens their mail app with it already written. */
export interface LegalEmailRequest {
  /** Link text, saying what the e-mail asks for ("E-mail an access request"). */
  label: string;
  subject: string;
  /** Lines of the message; a line ending in ":" is a field for the sender to fill in. */
  body: string[];
}

export interface LegalSection {
  /** Section number as printed: "1", "6A", "11A". */
  number: string;
  title: string;
  /** Paragraphs; a paragraph starting with "- " is rendered as a list item. */
  body: string[];
  /** Ways to act on the section, shown after its text, each with the phone as the alternative. */
  requests?: LegalEmailRequest[];
}

export interface LegalDocument {
  slug: string;
  title: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
  closing?: string[];
}

/** SEO settings of one page (SPEC §3 "Per-page SEO settings"). */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string[];
  path: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  noIndex?: boolean;
}
