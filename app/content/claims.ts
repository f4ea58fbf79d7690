/**
 * The marketing claims of SPEC §9 and the clients' rating, in a module of their own with no imports, so the
 * footer every page shows can quote them without carrying the rest of the business's facts.
 */

/** Business days from kickoff to live, for most services. */
const IMPLEMENTATION_DAYS = 3;

/** Hours before an appointment that its two reminders go out. */
const REMINDER_HOURS = [24, 2] as const;

const QUALIFIED_LEADS_MULTIPLE = '3x';

/**
 * Marketing claims as shown on the site. They are promises in copy, not rules
 * the site enforces; numbers stay strings where the display form matters.
 */
export const claims = {
  /** Implementation time, from kickoff to live. */
  implementationDays: IMPLEMENTATION_DAYS,
  implementation: `${IMPLEMENTATION_DAYS} business days`,
  /** What a typical small business loses each month to missed calls and slow replies. */
  monthlyLoss: '$4,800',
  /** Leads captured by a client in their first month. */
  leadsMonthOne: 32,
  leadCaptureIncrease: '87%',
  /** Businesses worldwide that already use AI in their day-to-day work. */
  businesses: '300M+',
  responseTime: 'under 30 seconds',
  showRate: '85%+',
  /** Appointment reminders go out this long before the appointment: short for stats, spelt out in sentences. */
  reminders: `${REMINDER_HOURS[0]} h and ${REMINDER_HOURS[1]} h`,
  remindersInWords: `${REMINDER_HOURS[0]} hours and ${REMINDER_HOURS[1]} hours`,
  noShowReduction: '60%+',
  moreConversions: '40%',
  hoursSavedWeekly: '15+',
  hoursSavedDaily: '3-5',
  lowerCost: '60%',
  satisfaction: '4.8/5',
  averageRating: '4.9/5',
  templateSiteWeeks: '1-2',
  customSiteWeeks: '3-6',
  phoneUptime: '99.9%',
  phoneVoice: 'HD voice',
  phoneSetup: 'under 24 hours',
  support: '24/7 support',
  /** How many times more qualified leads reach the team when every call is answered and screened. */
  qualifiedLeadsMultiple: QUALIFIED_LEADS_MULTIPLE,
  qualifiedLeads: `${QUALIFIED_LEADS_MULTIPLE} more qualified leads`,
  /** How soon the team answers a text, an e-mail or a form. */
  replyTime: 'one business day',
  /** Length of the free strategy session. */
  strategySessionMinutes: 30,
  /** Length of the free walkthrough the time-travel page offers. */
  walkthroughMinutes: 20,
  /** Commercial terms: every service is month to month. */
  noContracts: true,
  cancelAnytime: true,
  /** Quotes are custom; starting prices are shown as a guide. */
  customQuotes: true,
} as const;

export type Claims = typeof claims;

/** Clients' average rating and how many reviews it comes from (SPEC §3). */
export const rating = { value: 4.9, count: 150, display: '4.9/5' } as const;
