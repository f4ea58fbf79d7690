/**
 * What the site's forms and the chat agree on without the validators: the contact form's fields and
 * limits, what counts as an e-mail address or a phone number, and how visitor text is cleaned before it
 * is checked and stored. Small, so a page can carry it before the validators load.
 */

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'business', 'message', 'preferredContact', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const PREFERRED_CONTACT = ['email', 'phone', 'text'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACT)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, business: 200, message: 2000 } as const;

/*
 * Visitor text is cleaned, not refused. A database cannot keep NUL (PostgreSQL refuses it in text and
 * jsonb) nor half of a UTF-16 surrogate pair (jsonb refuses it), and neither is something a person typed:
 * control characters come from pasting or from scripts and are invisible, and a lone surrogate comes from a
 * client that cut an emoji in half. Refusing them would leave a person unable to see what to fix, so:
 * - control characters other than tab and line breaks are dropped;
 * - a lone surrogate becomes U+FFFD, as a browser does when it sends a form;
 * - line breaks (CR LF, a lone CR, Unicode's other mandatory breaks) become LF in multi-line text (a message),
 *   as in a text area's value, so each counts as one character whoever sent it (a plain form post sends CR LF);
 *   in one-line text (a name, an address) they become a single space, so it stays one line.
 * Format characters (zero-width joiners, bidi marks) are kept: names and emoji need them, and they are
 * neutralised where the owner reads visitor text.
 */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
const CONTROLS_BUT_TAB_AND_LF = /(?![\t\n])\p{Cc}/gu;
// With the u flag a surrogate pair is one code point, so only a lone half matches.
const LONE_SURROGATES = /\p{Cs}/gu;

/** Multi-line visitor text as the store keeps it: line breaks as LF, no other controls, well-formed. */
export function cleanText(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(CONTROLS_BUT_TAB_AND_LF, '').replace(LONE_SURROGATES, '\uFFFD');
}

/** One-line visitor text as the store keeps it: cleaned, its lines (and tabs) joined by single spaces. */
export function cleanLine(text: string): string {
  return cleanText(text)
    .replace(/\t/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

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
