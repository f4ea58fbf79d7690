/**
 * Copy with its site links already named (lib/linkify.ts `markSiteLinks`, run by loaders at build time, so the
 * browser does not carry the page names and the rules) writes each as a Markdown link: "See
 * [our pricing page](/pricing).", and the business's e-mail and phone (lib/contact-links.ts) as
 * "[hello@…](mailto:hello@…)". `splitMarkedLinks` cuts such text into text and link parts; only links to a path
 * on this site, mailto:, tel: and sms: count, so other brackets and web addresses stay text.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const MARKED_LINK = /\[([^\]\n]+)\]\((\/[\w/#-]*|mailto:[^\s()]+|(?:tel|sms):\+?\d+)\)/g;

export function splitMarkedLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const match of text.matchAll(MARKED_LINK)) {
    if (match.index > cursor) parts.push({ kind: 'text', text: text.slice(cursor, match.index) });
    parts.push({ kind: 'link', text: match[1], href: match[2] });
    cursor = match.index + match[0].length;
  }
  if (cursor < text.length) parts.push({ kind: 'text', text: text.slice(cursor) });
  return parts;
}

/** The text as a visitor reads it: each marked link shows its name only. */
export function readMarkedText(text: string): string {
  return splitMarkedLinks(text)
    .map((part) => part.text)
    .join('');
}
