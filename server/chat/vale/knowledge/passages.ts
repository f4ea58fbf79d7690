import { pageCopies } from '~/content/page-copy';
import { slug, type KnowledgeChunk } from './types';

/**
 * Every line of the pages' copy as a passage Vale can quote: a feature and its hint, a card's text, a
 * step, an era's facts. Curated answers come first; passages answer what they do not cover, and only
 * when they fit the question closely (see ../consider.ts).
 */
export const PASSAGE_WEIGHT = 0.5;

/** Fields that name the thing an object describes, in order of preference. */
const NAME_FIELDS = ['question', 'headline', 'heading', 'title', 'name', 'label', 'text'] as const;
/** Fields that hold no copy a visitor reads as a fact. */
const SKIPPED_FIELDS = /^(status|id|icon|image|images|src|alt|altText|canvasLabel|slug|href|url|path|className|color|tone|variant|cta|ctas|primaryCta|secondaryCta|seo|eyebrow|placeholder|errors?|aria.*|\w+Id)$/;

const isLink = (text: string) => /^(\/|https?:|#|mailto:|tel:)/.test(text.trim());

/** Copy worth quoting: words, not a link, an id, a number or a button label. */
function isProse(text: string): boolean {
  return !isLink(text) && text.trim().split(/\s+/).length >= 3;
}

/** A short figure of a named thing ("1940s-1960s" for an era, "3-5 hours" for a stat): a fact only beside its name. */
function isFigure(text: string): boolean {
  return /\d/.test(text) && !isLink(text) && text.trim().length <= 40;
}

function nameOf(value: Record<string, unknown>): string | undefined {
  for (const field of NAME_FIELDS) {
    const name = value[field];
    if (typeof name === 'string' && name.trim() && name.length <= 80) return name.trim();
  }
  return undefined;
}

interface Passage {
  context: string[];
  text: string;
  href: string;
}

function collect(value: unknown, context: string[], href: string, out: Passage[]): void {
  if (typeof value === 'string') {
    if (isProse(value) || (context.length > 0 && isFigure(value))) out.push({ context, text: value.trim(), href });
    return;
  }
  if (Array.isArray(value)) {
    // A list of short labels ("Case intake", "Refill requests") is one fact about what it belongs to.
    const labels = value.filter((item): item is string => typeof item === 'string' && !isProse(item) && !isLink(item));
    if (labels.length >= 2 && context.length > 0) out.push({ context, text: labels.join(', '), href });
    for (const item of value) collect(item, context, href, out);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const label = nameOf(record);
  // "Built-In Coach (Coming Soon)": a status says as much as the label.
  const status = typeof record.status === 'string' && record.status.length <= 30 ? record.status : undefined;
  const inner = label ? [...context, status ? `${label} (${status})` : label] : context;
  // A section with an anchor links there.
  const here = typeof record.id === 'string' && /^[a-z][a-z0-9-]*$/.test(record.id) && href.startsWith('/') && !href.includes('#') ? `${href}#${record.id}` : href;
  for (const [field, child] of Object.entries(record)) {
    // The label is already the passage's context.
    if (SKIPPED_FIELDS.test(field) || (typeof child === 'string' && child.trim() === label)) continue;
    collect(child, inner, here, out);
  }
}

/** "Social Planner: schedule posts…" reads as a fact; a sentence that already names its subject stays as it is. */
function passageText({ context, text }: Passage): string {
  const name = context.at(-1);
  if (!name || text.toLowerCase().includes(name.toLowerCase()) || /[.!?]$/.test(name)) return text;
  return `${name}: ${text}`;
}

/** A short, stable name for a text: FNV-1a, 32 bits, in base 36. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

export function passageKnowledge(): KnowledgeChunk[] {
  const passages: Passage[] = [];
  for (const [href, { content }] of pageCopies()) for (const module of content) collect(module, [], href, passages);
  const seen = new Set<string>();
  const ids = new Set<string>();
  const chunks: KnowledgeChunk[] = [];
  for (const passage of passages) {
    const answer = passageText(passage);
    if (seen.has(answer)) continue;
    seen.add(answer);
    // Named by its own words, so copy added elsewhere renames no other passage (known questions keep their answers),
    // with its figures left out, so a changed price or timeline renames nothing either. Passages alike but for their
    // figures ("Delivery time: 1-2 weeks", "…: 2-3 weeks") keep the figures in the name of all but the first.
    const named = `passage:${slug(passage.href)}-${textHash(answer.replace(/\d/g, '#'))}`;
    const id = ids.has(named) ? `passage:${slug(passage.href)}-${textHash(answer)}` : named;
    ids.add(id);
    chunks.push({
      id,
      question: passage.context.join(': ') || answer,
      answer: /[.!?]$/.test(answer) ? answer : `${answer}.`,
      href: passage.href,
      weight: PASSAGE_WEIGHT,
    });
  }
  return chunks;
}
