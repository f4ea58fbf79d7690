/**
 * The figures the site states, each with the module that owns it. Copy everywhere else writes them
 * through those modules (`startingPrice('crm')`, `claims.implementation`, `rate('smsPerSegment')`), so
 * a changed price or timeline is one edit; figures.test.ts fails on a figure typed outside its owner.
 */
import { claims, rating } from './claims';
import { dollars, STARTING_PRICES } from './prices';
import { PHONE_BILLING_TERMS, PHONE_RATES, rate, type PhoneRateKey } from './phone-rates';
import { ACCESSIBILITY_RESPONSE_HOURS, BILLING_DISPUTE_DAYS, COMPLIANCE_RECORD_YEARS, CRM_RETENTION_MONTHS, PRIVACY_APPEAL_DAYS, PRIVACY_CONFIRM_BUSINESS_DAYS, PRIVACY_EXTENSION_DAYS, PRIVACY_RESPONSE_DAYS, TAX_RECORD_YEARS } from './legal/figures';
import { eras } from './eras';
import { BUNDLE_FACTS } from './plan-bundles';

export interface OwnedFigure {
  /** The figure as copy would type it: "$197", "3 business days", "99.9%". */
  figure: string;
  /** The module that owns it, from the project root. */
  owner: string;
}

const PRICES = 'app/content/prices.ts';
const CLAIMS = 'app/content/claims.ts';
const PHONE_RATES_MODULE = 'app/content/phone-rates.ts';
const PLAN_BUNDLES = 'app/content/plan-bundles.ts';
const LEGAL_FIGURES = 'app/content/legal/figures.ts';
const ERAS = 'app/content/eras.ts';

/** Claims whose stored form carries words around the figure, as the figure alone. */
const claimFigures = (): string[] => [
  claims.implementation,
  claims.monthlyLoss,
  claims.leadCaptureIncrease,
  claims.businesses,
  claims.responseTime.replace(/^under /, ''),
  claims.showRate.replace(/\+$/, ''),
  claims.noShowReduction.replace(/\+$/, ''),
  claims.moreConversions,
  claims.lowerCost,
  `${claims.hoursSavedWeekly} hours`,
  `${claims.hoursSavedDaily} hours`,
  claims.satisfaction,
  claims.averageRating,
  `${claims.templateSiteWeeks} weeks`,
  `${claims.customSiteWeeks} weeks`,
  claims.phoneUptime,
  claims.phoneSetup,
  claims.reminders,
  claims.remindersInWords,
  claims.replyTime,
  `${claims.strategySessionMinutes} minutes`,
  `${claims.walkthroughMinutes}-minute`,
  `${rating.count} reviews`,
  claims.qualifiedLeadsMultiple,
];

export function ownedFigures(): OwnedFigure[] {
  const prices = Object.values(STARTING_PRICES).flatMap((readings) => [readings.overview, readings.pricing]).map((price) => dollars(price.amount));
  const rates = (Object.keys(PHONE_RATES) as PhoneRateKey[]).map(rate);
  const deliveries = Object.values(BUNDLE_FACTS).map((bundle) => bundle.deliveryWeeks);
  const entries: OwnedFigure[] = [
    ...prices.map((figure) => ({ figure, owner: PRICES })),
    ...[...rates, `${PHONE_BILLING_TERMS.smsSegmentCharacters}-character`].map((figure) => ({ figure, owner: PHONE_RATES_MODULE })),
    ...claimFigures().map((figure) => ({ figure, owner: CLAIMS })),
    ...deliveries.map((figure) => ({ figure, owner: PLAN_BUNDLES })),
    ...[`${PRIVACY_CONFIRM_BUSINESS_DAYS} business days`, `${PRIVACY_RESPONSE_DAYS} days`, `${PRIVACY_EXTENSION_DAYS} days`, `${ACCESSIBILITY_RESPONSE_HOURS} hours`, `${CRM_RETENTION_MONTHS} months`, `${PRIVACY_APPEAL_DAYS} days`, `${BILLING_DISPUTE_DAYS} days`, `${COMPLIANCE_RECORD_YEARS} years`, `${TAX_RECORD_YEARS} years`].map((figure) => ({ figure, owner: LEGAL_FIGURES })),
    { figure: `${eras.length} eras`, owner: ERAS },
  ];
  // One entry per figure and owner; a figure two modules own (a bundle's delivery equal to a site's) is allowed in both.
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.figure}\u0000${entry.owner}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
