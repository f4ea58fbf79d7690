/**
 * Phone usage rates and billing terms (SPEC §9): the one place they are written. Every page, FAQ
 * answer and the usage estimate tool print them from here, so a rate change is one edit.
 */

/** Phone usage rates in USD. */
export const PHONE_RATES = {
  outboundPerMinute: 0.0182,
  inboundPerMinute: 0.0111,
  smsPerSegment: 0.0108,
} as const;

export type PhoneRateKey = keyof typeof PHONE_RATES;

/** How phone usage is billed, as facts and as the lines the estimate tool prints. */
export const PHONE_BILLING_TERMS = {
  cycle: 'monthly',
  basis: 'actual usage',
  /** Calls are rounded up to whole minutes. */
  minuteIncrement: 1,
  smsSegmentCharacters: 160,
  setupFeesIncluded: true,
  carrierFeesIncluded: true,
  lines: [
    'Billed monthly on your actual usage.',
    'Calls are billed in whole-minute increments.',
    'Texts are billed per SMS segment of up to 160 characters.',
    'Setup and carrier fees are included in these rates.',
  ],
} as const;

/** Starting values of the usage estimate tool's three inputs (SPEC §5). */
export const USAGE_DEFAULTS = {
  outboundMinutes: 100,
  inboundMinutes: 100,
  smsSegments: 100,
} as const;

/** "$0.0182": a rate as the site prints it. */
export const rate = (key: PhoneRateKey) => `$${PHONE_RATES[key]}`;

/** "outbound calls $0.0182/min, inbound calls $0.0111/min and texts $0.0108 per segment" */
export const RATES_SENTENCE = `outbound calls ${rate('outboundPerMinute')}/min, inbound calls ${rate('inboundPerMinute')}/min and texts ${rate('smsPerSegment')} per segment`;
