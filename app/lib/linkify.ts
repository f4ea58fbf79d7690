/**
 * Splits plain text into text and site-link parts: a known site path written in copy becomes a link named
 * for its page, so a visitor reads words, not paths.
 *
 *   "See /pricing."                         → "See " + [our pricing page] + "."
 *   "Book at /contact."                     → "Book on " + [our contact page] + "."
 *   "the Privacy Policy (/privacy-policy)"  → "the " + [Privacy Policy]
 *   "on the Cookie Preferences page at /cookie-preferences" → "on the " + [Cookie Preferences page]
 *
 * Only paths of real pages match, so "24/7", "13-26 months", unknown paths, web and e-mail addresses stay text.
 * The copy itself keeps its paths: the chat API and the assistant's knowledge read them as written.
 *
 * Pages run this in their loaders (`markSiteLinks`, at build time) and <LinkedText> only reads the result, so
 * the page names and these rules stay out of every page's JavaScript; the chat and voice panels, which get
 * their text at run time, load it with their own code.
 */
import { capitalise } from './capitalise';

import type { TextPart } from './link-markup';

export type { TextPart };

/** Each page's name by its path ("/pricing" → "our pricing page"): the page list's, given by the caller so the list stays out of the browser's code. */
export type PageNames = Readonly<Record<string, string>>;

// A path starts at the start of the text or after a space, an opening bracket or a quote, and ends before
// anything that would make it a longer path or a file name ("/contact-us", "/contact.html"). A lone "/" is
// the home page only where a name says so ("the home page at /"): elsewhere it separates words.
const PATH_PATTERN = /(?<=^|[\s("'“‘])\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z0-9-]+)?(?![\w/#-]|\.\w)/g;

const SENTENCE_START = /(?:^|[.!?]["'”’)\]]*\s+|\n\s*)$/;

export function splitSiteLinks(text: string, pageNames: PageNames): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const match of text.matchAll(PATH_PATTERN)) {
    const href = match[0];
    const page = href.split('#')[0];
    const pageName = pageNames[page];
    if (!pageName) continue;
    const start = match.index;
    const end = start + href.length;
    const before = text.slice(cursor, start);
    const named = nameWrittenBefore(before, text.slice(end), page, pageNames);
    if (!named && page === '/') continue;
    if (named) {
      pushText(parts, before.slice(0, named.start));
      parts.push({ kind: 'link', text: named.text, href });
      cursor = end + named.closingLength;
    } else {
      const lead = withPlacePreposition(before, pageName);
      const startsSentence = SENTENCE_START.test(text.slice(0, cursor) + lead);
      pushText(parts, lead);
      parts.push({ kind: 'link', text: startsSentence ? capitalise(pageName) : pageName, href });
      cursor = end;
    }
  }
  pushText(parts, text.slice(cursor));
  return parts;
}

/** The same text with each known path replaced by its page's name, for places that take no links. */
export function withPageNames(text: string, pageNames: PageNames): string {
  return splitSiteLinks(text, pageNames)
    .map((part) => part.text)
    .join('');
}

/** The same text with each known path written as a Markdown link named for its page, for <LinkedText>. */
export function markSiteLinks(text: string, pageNames: PageNames): string {
  return splitSiteLinks(text, pageNames)
    .map((part) => (part.kind === 'link' ? `[${part.text}](${part.href})` : part.text))
    .join('');
}

function pushText(parts: TextPart[], text: string) {
  if (text !== '') parts.push({ kind: 'text', text });
}

interface WrittenName {
  /** Where the name starts in the text before the path. */
  start: number;
  text: string;
  /** Characters after the path that belong to the link: the ")" of "Name (/path)". */
  closingLength: number;
}

/**
 * A page's own name written just before its path, which then reads as that name alone: "Privacy Policy
 * (/privacy-policy)", "[our pricing page](/pricing)", "Cookie Policy at /cookie-policy".
 */
function nameWrittenBefore(before: string, after: string, page: string, pageNames: PageNames): WrittenName | null {
  if (before.endsWith('(') && after.startsWith(')')) {
    const markdown = /\[([^\]]+)\]\($/.exec(before);
    if (markdown) return { start: markdown.index, text: markdown[1], closingLength: 1 };
    if (!before.endsWith(' (')) return null;
    const name = titleAtEnd(before.slice(0, -2), page, pageNames);
    return name && { ...name, closingLength: 1 };
  }
  if (before.endsWith(' at ')) {
    const name = titleAtEnd(before.slice(0, -4), page, pageNames);
    return name && { ...name, closingLength: 0 };
  }
  return null;
}

const CAPITALISED = /^[A-Z][\w'’-]*$/;
const JOINING_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'my', 'your', 'to', 'for', 'in', 'on']);
const GENERIC_WORDS = new Set([...JOINING_WORDS, 'our', 'page', 'about']);

/**
 * The name of the page ending `text`: a title-cased one ("…as described in the Privacy Policy" → "Privacy
 * Policy"), optionally followed by "page", or a lowercase "<word> page" ("the home page"), if it shares a word
 * with the page's path or name; otherwise the words are no name of that page ("Book Your Strategy Session").
 */
function titleAtEnd(text: string, page: string, pageNames: PageNames): { start: number; text: string } | null {
  const ownWords = wordsOfPage(page, pageNames);
  const pageWord = /(?<=^|\s)([a-z]+) page$/.exec(text);
  if (pageWord && ownWords.has(pageWord[1])) return { start: pageWord.index, text: pageWord[0] };
  const words = text.split(' ');
  const last = words.length - 1;
  let first = words.length;
  while (first > 0 && isTitleWord(words[first - 1], first - 1 === last)) first--;
  while (first <= last && !CAPITALISED.test(words[first])) first++;
  const name = words.slice(first);
  if (!name.some((word) => ownWords.has(word.toLowerCase()))) return null;
  const title = name.join(' ');
  return { start: text.length - title.length, text: title };
}

function isTitleWord(word: string, isLast: boolean): boolean {
  if (CAPITALISED.test(word)) return true;
  return isLast ? word === 'page' : JOINING_WORDS.has(word);
}

function wordsOfPage(page: string, pageNames: PageNames): Set<string> {
  const words = `${page.replace(/[/-]/g, ' ')} ${pageNames[page] ?? ''}`.toLowerCase().split(/\s+/);
  return new Set(words.filter((word) => word !== '' && !GENERIC_WORDS.has(word)));
}

/** "at /contact" reads "on our contact page"; "at /privacy-policy" reads "in our privacy policy". */
function withPlacePreposition(before: string, pageName: string): string {
  return before.replace(/\b([Aa])t $/, (_, a: string) => {
    const preposition = pageName.includes('page') ? 'on' : 'in';
    return `${a === 'A' ? capitalise(preposition) : preposition} `;
  });
}
