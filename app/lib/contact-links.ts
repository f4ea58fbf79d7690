/**
 * splitContactLinks(text, contact): copy in which the business's e-mail address and phone number become
 * mailto:, tel: or sms: parts. A number written right after "text us at" or "Text:" is a texting link;
 * anywhere else it is a calling link. markContactLinks writes them as marked links (lib/link-markup.ts), so a
 * loader can do it at build time and the browser only reads them.
 */

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

interface MatchedPart<Part> {
  /** Where the part starts in the text, and how many characters it takes. */
  start: number;
  length: number;
  part: Part;
}

/**
 * Cuts `text` at the matches of the global `pattern` that `partAt` accepts: plain text parts between them,
 * the accepted part for each match. A match `partAt` turns down (null) stays text.
 */
function splitAtMatches<Part>(
  text: string,
  pattern: RegExp,
  partAt: (match: RegExpExecArray) => MatchedPart<Part> | null,
): Array<{ kind: 'text'; text: string } | Part> {
  const parts: Array<{ kind: 'text'; text: string } | Part> = [];
  let cursor = 0;
  for (const match of text.matchAll(pattern)) {
    const found = partAt(match);
    if (!found) continue;
    if (found.start > cursor) parts.push({ kind: 'text', text: text.slice(cursor, found.start) });
    parts.push(found.part);
    cursor = found.start + found.length;
  }
  if (cursor < text.length) parts.push({ kind: 'text', text: text.slice(cursor) });
  return parts;
}

/** The copy with the business's e-mail and phone written as "[text](mailto:…)" marked links. */
export function markContactLinks(text: string, contact: ContactDetails): string {
  return splitContactLinks(text, contact)
    .map((part) => (part.kind === 'contact' ? `[${part.text}](${part.href})` : part.text))
    .join('');
}
