import { siteConfig } from '~/site.config';

/** One thing Vale can answer: a question in a visitor's words and the reply, fact first. */
export interface KnowledgeChunk {
  /** Unique and stable: `<source>:<slug>`. */
  id: string;
  /** What this answers, phrased as a visitor would ask it. */
  question: string;
  /** The reply: plain text, fact first, site paths written inline. May hold {phone}. */
  answer: string;
  /** The page that covers the topic, linked when the answer names none. */
  href: string;
  /** More words a visitor might use for the topic; searched, never shown. */
  keywords?: string;
  /** Relative trust: curated answers (1) outrank copy lifted from page sections (< 1). */
  weight?: number;
  /**
   * One card of a page's list (a feature, an industry pack, an industry served): it says that one thing is
   * offered and what it does. Its answers have their own cut-off (ConfidenceModel.cardCutoff).
   */
  card?: true;
  /**
   * Sentences of the answer a question can ask of alone, each with the words that ask it: asked how long
   * invoices are kept, the invoices' retention period is the answer, not the whole list (./compose.ts).
   */
  parts?: readonly ChunkPart[];
}

/** One sentence of an answer, and the words of a question that ask for it alone. */
export interface ChunkPart {
  asked: RegExp;
  sentence: string;
}

/** A content source turned into chunks; each module of app/content gets one small adapter. */
export type KnowledgeSource = () => KnowledgeChunk[];

export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export { listOf } from '~/lib/list-of';

/** Ensures a sentence ends with a full stop. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A noun with its indefinite article, by how it is written: "a Legal", "an E-commerce". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** "Starbound Systems'" and "Vale's". */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/**
 * A label as it reads inside a sentence: capitalised words lose their capital
 * ("Managed Marketing" → "managed marketing", "A website" → "a website"), while
 * names and acronyms stay ("Vale on every channel", "AI-Enabled", "SMS & Email").
 */
export function lowerFirst(text: string, properNouns: readonly string[] = []): string {
  return text.replace(/(^|[\s(-])([A-Z][a-z]*)(?=$|[\s,.;:)-])/g, (match, before: string, word: string) =>
    properNouns.includes(word) ? match : `${before}${word.toLowerCase()}`,
  );
}

const PROPER_NOUNS = [
  siteConfig.assistantName,
  siteConfig.crmName,
  ...siteConfig.brandName.split(' '),
  'Google',
  'Facebook',
  'Instagram',
  'Zapier',
  'Infinity',
  'Meta',
  'Apple',
  'Android',
];

/** A card or feature label as it reads inside a sentence. */
export function inSentence(label: string): string {
  return lowerFirst(label, PROPER_NOUNS);
}
