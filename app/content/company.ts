/**
 * Facts about the business (SPEC §3 "Organization structured data") and every
 * marketing claim of SPEC §9, named once so pages, structured data and the chat
 * agent all quote the same figures.
 */
import { siteConfig } from '~/site.config';

/**
 * Marketing claims as shown on the site. They are promises in copy, not rules
 * the site enforces; numbers stay strings where the display form matters.
 */
export const claims = {
  /** Implementation time, from kickoff to live. */
  implementationDays: 3,
  implementation: '3 business days',
  /** What a typical small business loses each month to missed calls and slow replies. */
  monthlyLoss: '$4,800',
  /** Leads captured by a client in their first month. */
  leadsMonthOne: 32,
  leadCaptureIncrease: '87%',
  /** Businesses worldwide that already use AI in their day-to-day work. */
  businesses: '300M+',
  responseTime: 'under 30 seconds',
  showRate: '85%+',
  /** Appointment reminders go out this long before the appointment. */
  reminders: '24 h and 2 h',
  noShowReduction: '60%+',
  moreConversions: '40%',
  hoursSavedWeekly: '15+',
  hoursSavedDaily: '3-5',
  lowerCost: '60%',
  satisfaction: '4.8/5',
  averageRating: '4.9/5',
  launchWeeks: '2-3',
  templateSiteWeeks: '1-2',
  customSiteWeeks: '3-6',
  phoneUptime: '99.9%',
  phoneVoice: 'HD voice',
  phoneSetup: 'under 24 hours',
  support: '24/7 support',
  qualifiedLeads: '3x more qualified leads',
  /** Commercial terms: every service is month to month. */
  noContracts: true,
  cancelAnytime: true,
  /** Quotes are custom; starting prices are shown as a guide. */
  customQuotes: true,
} as const;

export type Claims = typeof claims;

export const company = {
  name: siteConfig.brandName,
  legalName: siteConfig.legalName,
  foundingYear: siteConfig.foundingYear,
  rating: { value: 4.9, count: 150, display: '4.9/5' },
  priceRange: { min: 147, max: 2500, display: '$147 - $2500 per month' },
  paymentMethods: ['Credit Card', 'Debit Card', 'Bank Transfer'],
  currency: 'USD',
  areasServed: ['Worldwide', 'United States', 'Canada', 'United Kingdom', 'Australia', 'Europe'],
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
    display: siteConfig.hours.display,
  },
  claims,
} as const;

export type Company = typeof company;

/**
 * Fills the placeholders that shared copy may carry: {phone}, {brand}, {email}.
 * Unknown placeholders are left as they are so a typo shows up on the page.
 */
export function resolvePlaceholders(text: string): string {
  return text
    .replaceAll('{phone}', siteConfig.phone.display)
    .replaceAll('{brand}', siteConfig.brandName)
    .replaceAll('{email}', siteConfig.email);
}
