/** The FAQ block of /phone (one module per page, so each page ships only its own questions). */
import { siteConfig } from '~/site.config';
import { PHONE_BILLING_TERMS, RATES_SENTENCE, USAGE_DEFAULTS } from '~/content/phone-rates';
import type { FaqEntry } from '~/content/types';
import { claims } from '~/content/company';
import { startingPrice } from '~/content/prices';
import { estimateUsage } from '~/lib/phone-usage';

const vale = siteConfig.assistantName;

/** The estimate tool's own starting figures (the same count of each), as the tool would show them. */
const example = estimateUsage(USAGE_DEFAULTS);

export const phoneFaq: FaqEntry[] = [
  {
    q: 'How much does the business phone system cost?',
    a: `Phone starts at ${startingPrice('phone')} plus usage: ${RATES_SENTENCE}. See /pricing.`,
  },
  {
    q: 'How is call and text usage billed?',
    a: `Monthly, on your actual usage: calls in whole-minute increments and texts per ${PHONE_BILLING_TERMS.smsSegmentCharacters}-character segment. Setup and carrier fees are included, so there are no surprise fees.`,
  },
  {
    q: 'How can I estimate my monthly phone bill?',
    a: `Open the Usage Estimate Tool on /pricing and enter your outbound minutes, inbound minutes and text segments. For example, ${USAGE_DEFAULTS.outboundMinutes} of each comes to ${example.total} in usage (${example.lines.map((line) => line.amount).join(' + ')}) on top of the monthly plan.`,
  },
  {
    q: 'How reliable is the phone service?',
    a: `The system runs at ${claims.phoneUptime} uptime with HD voice quality and 24/7 support.`,
  },
  {
    q: 'How long does the phone setup take?',
    a: `Setup takes ${claims.phoneSetup}. Book a quick call at /contact and we handle the configuration for you.`,
  },
  {
    q: 'Can Vale answer my business line?',
    a: `Yes. ${vale} answers your business calls 24/7, qualifies the caller, books the appointment and updates your CRM, and your team is notified with the details. See /ai.`,
  },
];
