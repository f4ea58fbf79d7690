/** What a privacy request can ask for and when it is due: small, so the page carries it before the validator loads. */
import { PRIVACY_RESPONSE_DAYS } from '~/content/legal/figures';

export const PRIVACY_REQUEST_KINDS = {
  access: 'See and get a copy of my information',
  correct: 'Correct my information',
  delete: 'Delete my information',
  'opt-out': 'Opt out of sale and sharing',
  'stop-marketing': 'Stop marketing calls, texts and e-mails',
  limit: 'Limit the use of my sensitive information',
  appeal: 'Appeal a decision on my request',
  other: 'Something else',
} as const;
export type PrivacyRequestKind = keyof typeof PRIVACY_REQUEST_KINDS;

/** One of the policy's own names: not `in`, which also finds what every object inherits (`constructor`, `toString`). */
export function isPrivacyRequestKind(name: string): name is PrivacyRequestKind {
  return Object.hasOwn(PRIVACY_REQUEST_KINDS, name);
}

/** The day an answer is due, as YYYY-MM-DD (UTC): 45 days after the day the request arrived. */
export function privacyRequestDueOn(received: Date, days = PRIVACY_RESPONSE_DAYS): string {
  const due = new Date(Date.UTC(received.getUTCFullYear(), received.getUTCMonth(), received.getUTCDate() + days));
  return due.toISOString().slice(0, 10);
}

/** "January 7, 2027" for a YYYY-MM-DD date. */
export function formatDueDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
