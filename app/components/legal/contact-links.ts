/**
 * splitContactLinks(text, contact): copy in which the business's e-mail address and phone number become
 * mailto:, tel: or sms: parts. A number written right after "text us at" or "Text:" is a texting link;
 * anywhere else it is a calling link.
 */
import { type MatchedPart, splitAtMatches } from '~/lib/linkify';

export interface ContactDetails {
  email: string;
  phone: { display: string; e164: string };
  sms: { display: string; e164: string };
}

export type ContactTextPart = { kind: 'text'; text: string } | { kind: 'contact'; text: string; href: string };

const TEXTING_LEAD = /\btext(?:\s+us\s+at|\s+us|:)\s*$/i;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per set of contact details: a legal document asks for it once per paragraph. */
const patterns = new WeakMap<ContactDetails, RegExp>();

function contactPattern({ email, phone, sms }: ContactDetails): RegExp {
  const targets = [...new Set([email, phone.display, sms.display])].sort((a, b) => b.length - a.length);
  return new RegExp(targets.map(escapeRegExp).join('|'), 'g');
}

export function splitContactLinks(text: string, contact: ContactDetails): ContactTextPart[] {
  const { email, phone, sms } = contact;
  let pattern = patterns.get(contact);
  if (!pattern) patterns.set(contact, (pattern = contactPattern(contact)));
  return splitAtMatches(text, pattern, (match): MatchedPart<ContactTextPart> => {
    const found = match[0];
    return { start: match.index, length: found.length, part: { kind: 'contact', text: found, href: hrefFor(found, text.slice(0, match.index)) } };
  });

  function hrefFor(found: string, before: string): string {
    if (found === email) return `mailto:${email}`;
    const texting = found === sms.display && (found !== phone.display || TEXTING_LEAD.test(before));
    return texting ? `sms:${sms.e164}` : `tel:${phone.e164}`;
  }
}
