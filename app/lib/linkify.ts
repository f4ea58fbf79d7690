/**
 * Splits plain text into text and site-link parts: a known site path written
 * in copy ("See /pricing", "/pricing#plan-examples") becomes a link. Only
 * paths of real pages match, so "24/7" or "13-26 months" stay text.
 */
import { pages } from '~/content/pages';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const knownPaths = new Set(pages.map((page) => page.path).filter((path) => path !== '/'));

// A path starts after a space, an opening bracket or quote, or at the start of the text.
const PATH_PATTERN = /(^|[\s("'])(\/[a-z0-9-]+(?:#[a-z0-9-]+)?)/g;

export function splitSiteLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const match of text.matchAll(PATH_PATTERN)) {
    const [, lead, candidate] = match;
    const start = (match.index ?? 0) + lead.length;
    const pathOnly = candidate.split('#')[0];
    if (!knownPaths.has(pathOnly)) continue;
    if (start > cursor) parts.push({ kind: 'text', text: text.slice(cursor, start) });
    parts.push({ kind: 'link', text: candidate, href: candidate });
    cursor = start + candidate.length;
  }
  if (cursor < text.length) parts.push({ kind: 'text', text: text.slice(cursor) });
  return parts;
}
