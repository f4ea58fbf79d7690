/**
 * Splits plain text into text and site-link parts: a known site path written
 * in copy ("See /pricing", "/pricing#plan-examples") becomes a link. Only
 * paths of real pages match, so "24/7" or "13-26 months" stay text.
 */
import { PAGE_PATHS } from '~/content/page-paths';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const knownPaths = new Set<string>(PAGE_PATHS.filter((path) => path !== '/'));

// A path starts after a space, an opening bracket or quote, or at the start of the text.
const PATH_PATTERN = /(^|[\s("'])(\/[a-z0-9-]+(?:#[a-z0-9-]+)?)/g;

export function splitSiteLinks(text: string): TextPart[] {
  return splitAtMatches(text, PATH_PATTERN, (match) => {
    const [, lead, candidate] = match;
    if (!knownPaths.has(candidate.split('#')[0])) return null;
    return { start: (match.index ?? 0) + lead.length, length: candidate.length, part: { kind: 'link', text: candidate, href: candidate } };
  });
}

export interface MatchedPart<Part> {
  /** Where the part starts in the text, and how many characters it takes. */
  start: number;
  length: number;
  part: Part;
}

/**
 * Cuts `text` at the matches of the global `pattern` that `partAt` accepts: plain text parts between them,
 * the accepted part for each match. A match `partAt` turns down (null) stays text.
 */
export function splitAtMatches<Part>(
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
