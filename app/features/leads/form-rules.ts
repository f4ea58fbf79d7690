/**
 * What the site's forms and the chat agree on without the validators: the contact form's fields and
 * limits, and what counts as an e-mail address or a phone number. Small, so a page can carry it before
 * the validators load.
 */

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'business', 'message', 'preferredContact', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const PREFERRED_CONTACT = ['email', 'phone', 'text'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACT)[number];

/** Shown when the contact form's request never reaches the server. */
export const NETWORK_ERROR_MESSAGE = "Your message couldn't be sent: the connection dropped. Please try again; what you typed is still here.";

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, business: 200, message: 2000 } as const;

/** Counts what a visitor sees as characters (an emoji is one). */
export const characters = (text: string) => [...text].length;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Something, an @, and a domain with a dot; the reply itself is the real test. */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}
/** Digits with the usual separators; 7 to 15 digits (E.164 allows at most 15). */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
