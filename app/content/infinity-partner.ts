/** What the Infinity Partner plan includes: shown on /pricing and read out by the plan's FAQ answer. */
import { siteConfig } from '~/site.config';
import { listOf } from '~/lib/list-of';
import type { Feature } from './types';

const { assistantName, crmName } = siteConfig;

export const INFINITY_PARTNER_FEATURES: readonly Feature[] = [
  { label: `${assistantName} AI employee`, hint: 'Voice, chat, SMS, email and DMs answered around the clock.' },
  { label: `${crmName} platform license`, hint: 'The full CRM and marketing platform, included in the plan.' },
  { label: 'Managed marketing', hint: 'Campaigns, ads, content and reviews run by our team all year.' },
  { label: 'Website care', hint: 'Updates, new pages and conversion improvements whenever you need them.' },
  { label: 'Business phone system', hint: 'Numbers, call tracking and texting, connected to the CRM.' },
  { label: 'Dedicated strategist', hint: 'One point of contact with monthly strategy and results reviews.' },
  { label: 'Priority support', hint: 'Your requests go to the front of the line.' },
];

/** "Vale AI employee, ATOM platform license, managed marketing, … and priority support". */
export function infinityPartnerIncludes(): string {
  const names = [assistantName, crmName];
  return listOf(
    INFINITY_PARTNER_FEATURES.map(({ label }) => (names.some((name) => label.startsWith(name)) ? label : label.charAt(0).toLowerCase() + label.slice(1))),
  );
}
