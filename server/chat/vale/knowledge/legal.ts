import {
  acceptableUsePolicy,
  accessibilityStatement,
  cookiePolicy,
  cookiePreferences,
  privacyChoicePages,
  privacyPolicy,
  termsOfService,
} from '~/content/legal';
import type { LegalSection } from '~/content/types';
import { splitSentences } from '../compose';
import { inSentence, listOf, type ChunkPart, type KnowledgeChunk } from './types';

/** Policies are long; a visitor gets the one or two sentences that answer them, never a page. */
const LEGAL_WEIGHT = 0.6;

/** Items shorter than this are listed in one sentence; longer ones become a sentence each. */
const SHORT_ITEM_CHARS = 60;

/** An item read on from its lead-in: "Our usual retention periods are invoices and …"; "CRM records" keeps its capitals. */
const continuing = (item: string) => item.replace(/^\S+/, inSentence);

/** A label before what an item says ("Strictly necessary: needed for the site to load"), when it is a short name. */
const LABEL = /^([^:]{1,40}):\s/;

/** A figure: a labelled item stating one ("Preferences: up to 12 months") is a fact of its lead-in, read on from it. */
const FIGURE = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i;
const labelledFact = (item: string) => LABEL.test(item) && FIGURE.test(item);

/** A lead-in that stops mid-sentence ("We use personal information to", "guided by", "you must not"): its items finish it. */
const UNFINISHED = /\b(to|by|are|is|include|includes|must|not|that|of|with)$/i;
/** A lead-in that only sets a condition ("In these Terms", "Unless your Order says otherwise"). */
const CONDITION = /^(in|unless|if|when|where)\b[^,]*$/i;

/**
 * A lead-in with one item of its list, as a sentence: read on ("We use personal information to answer…"),
 * after a comma ("Unless your Order says otherwise, subscription fees…"), or after a colon when the lead-in
 * is a sentence of its own ("We check accessibility in several ways: automated checks…"), unless the item is
 * labelled and so says what it is ("Strictly necessary: needed for…").
 */
function withLeadIn(leadIn: string, item: string): string {
  if (UNFINISHED.test(leadIn) || labelledFact(item)) return `${leadIn} ${continuing(item)}`;
  if (CONDITION.test(leadIn)) return `${leadIn}, ${continuing(item)}`;
  // A labelled item says what it is of itself; the sentence naming them all carries the lead-in.
  return LABEL.test(item) ? item : `${leadIn}: ${item}`;
}

/** Longer than this, what an item names is a sentence of its own rather than a name. */
const LONGEST_NAME_CHARS = 80;

/** What an item names, before what it says of it: "Section 508 of the Rehabilitation Act" of "Section 508 …, which sets …". */
const namedThing = (item: string) => item.split(/,\s(?=(?:which|who|that|where|published)\b)/)[0];

/**
 * A list of things each explained ("guided by: WCAG 2.1, published by …; Section 508, which …") also read as
 * one sentence that names them all, so "which standards…?" is answered with every one; so is a list of
 * labelled kinds after a lead-in of its own ("four categories: Strictly necessary: …"). Labelled facts read
 * on from their lead-in ("Our usual retention periods are invoices and tax records: up to 7 years") are
 * not: each item is its own answer.
 */
function namedTogether(leadIn: string, items: readonly string[]): string | undefined {
  if (items.length < 2) return undefined;
  if (items.every((item) => LABEL.test(item) && !labelledFact(item)) && !UNFINISHED.test(leadIn)) {
    return `${leadIn}: ${listOf(items.map((item) => inSentence(LABEL.exec(item)![1])))}.`;
  }
  if (items.some((item) => item.includes(':'))) return undefined;
  const names = items.map(namedThing);
  if (names.some((name, i) => name === items[i] || name.length > LONGEST_NAME_CHARS)) return undefined;
  return `${withLeadIn(leadIn, listOf(names))}.`;
}

/**
 * A section's text as sentences. A list of short items becomes one sentence after its
 * lead-in ("contact us: E-mail: …; Phone: …"); a list of long items becomes one sentence
 * per item that keeps the lead-in ("We use personal information to answer questions."),
 * after one that names them all when each names a thing and explains it (namedTogether).
 */
export function sectionText(section: LegalSection): string {
  const sentences: string[] = [];
  let leadIn = '';
  let items: string[] = [];

  const flush = () => {
    if (items.length === 0) return;
    if (items.every((item) => item.length < SHORT_ITEM_CHARS)) {
      sentences.push(`${leadIn ? `${leadIn}: ` : ''}${items.join('; ')}.`);
    } else {
      const summary = leadIn ? namedTogether(leadIn, items) : undefined;
      if (summary) sentences.push(summary);
      for (const item of items) sentences.push(`${leadIn ? withLeadIn(leadIn, item) : item}.`);
    }
    items = [];
  };

  for (const paragraph of section.body.map((text) => text.trim())) {
    if (paragraph.startsWith('- ')) {
      items.push(paragraph.slice(2).trim().replace(/[;,.]?\s*(and|or)?$/, ''));
      continue;
    }
    flush();
    if (paragraph.endsWith(':')) {
      // The paragraph's last sentence introduces the list; earlier ones stand alone.
      const parts = paragraph.slice(0, -1).split(/(?<=[.!?])\s+(?=[A-Z])/);
      leadIn = parts.pop() ?? '';
      sentences.push(...parts);
    } else {
      leadIn = '';
      sentences.push(paragraph);
    }
  }
  flush();
  return sentences.join(' ');
}

interface PolicyPage {
  path: string;
  title: string;
  sections: LegalSection[];
  keywords: string;
  lastUpdated?: string;
}

function policyPages(): PolicyPage[] {
  const documents = [privacyPolicy, termsOfService, cookiePolicy, acceptableUsePolicy, accessibilityStatement];
  const pages: PolicyPage[] = documents.map((document) => ({
    path: `/${document.slug}`,
    title: document.title,
    sections: document.sections,
    keywords: `${document.title} policy legal last updated ${document.lastUpdated}`,
    lastUpdated: document.lastUpdated,
  }));
  // The switches for third-party embeds: what they do, then what the page says beside them.
  pages.push({
    path: '/cookie-preferences',
    title: cookiePreferences.title,
    sections: [{ number: 'switches', title: 'How the switches work', body: [...cookiePreferences.intro, cookiePreferences.gpcNote] }, ...cookiePreferences.sections],
    keywords: `${cookiePreferences.title} cookies embeds switches consent`,
  });
  for (const [pageSlug, page] of Object.entries(privacyChoicePages)) {
    pages.push({ path: `/${pageSlug}`, title: page.title, sections: page.sections, keywords: `${page.title} privacy choices` });
  }
  return pages;
}

/**
 * The privacy policy's retention periods, each asked of alone: the words naming a kind of information
 * ("my invoices"), and those of the period's sentence that names it ("invoices and tax records: …").
 */
export const RETENTION_SECTION = 'legal:privacy-policy-8';
const PERIODS: ReadonlyArray<[asked: RegExp, period: RegExp]> = [
  [/\b(analytics|stats|statistics|visits)\b/, /\banalytics\b/i],
  [/\b(invoices?|tax)\b/, /\binvoices\b/i],
  [/\b(recordings?|recorded|transcripts?)\b/, /\brecordings\b/i],
  [/\b(consents?|opt-?outs?|do[- ]not[- ]call)\b/, /\bcompliance records\b/i],
  [/\b(unanswered|(can'?t|cannot|couldn'?t|could not|didn'?t|doesn'?t|don'?t|not able to) answer)\b/, /\bcould not answer\b/i],
  [/\bcrm\b/, /\bcrm records\b/i],
  [/\b(contact form|form submissions?|submitted|(my|our) (contact )?details|on file)\b/, /\bcontact form\b/i],
  [/\b(confirm\w*|back(ing)? out|unconfirmed|in (this|the) chat|giving (the|this|your|ur) chat)\b/, /\bbefore you confirm\b/i],
];

/** The parts of a section a question can ask of alone: the retention periods. */
function partsOf(id: string, answer: string): ChunkPart[] | undefined {
  if (id !== RETENTION_SECTION) return undefined;
  const sentences = splitSentences(answer);
  return PERIODS.flatMap(([asked, period]) => {
    const sentence = sentences.find((each) => period.test(each));
    return sentence ? [{ asked, sentence }] : [];
  });
}

/** Every section of the policies, the accessibility statement and the privacy-choice pages. */
export function legalKnowledge(): KnowledgeChunk[] {
  const pages = policyPages();
  // When each document last changed: a fact visitors ask for, stated in one line.
  const dates: KnowledgeChunk[] = pages.flatMap((page) =>
    page.lastUpdated
      ? [
          {
            id: `legal:${page.path.slice(1)}-updated`,
            question: `When was the ${page.title} last updated?`,
            answer: `The ${page.title} ${/^Terms\b/.test(page.title) ? 'were' : 'was'} last updated ${/^[A-Z][a-z]+ \d{4}$/.test(page.lastUpdated) ? 'in' : 'on'} ${page.lastUpdated}. See ${page.path}.`,
            href: page.path,
            keywords: `${page.title} last updated date revised revision version effective changed`,
            weight: 1,
          },
        ]
      : [],
  );
  return dates.concat(pages.flatMap((page) =>
    page.sections.map((section) => {
      const id = `legal:${page.path.slice(1)}-${section.number.toLowerCase()}`;
      const answer = sectionText(section);
      const parts = partsOf(id, answer);
      return { id, question: `${page.title}: ${section.title}`, answer, href: page.path, keywords: page.keywords, weight: LEGAL_WEIGHT, ...(parts ? { parts } : {}) };
    }),
  ));
}
