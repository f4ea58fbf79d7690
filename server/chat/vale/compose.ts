import { resolvePlaceholders } from '~/content/company';
import { hasShape, statesDuration, wantedShape, type AnswerShape } from './answer-shape';
import type { KnowledgeChunk } from './knowledge';
import { queryWords, statedTerms } from './text';

/** Replies stay short: at most this many sentences of the answer (then the link to its page) and about this many characters. */
export const MAX_REPLY_SENTENCES = 3;
export const MAX_REPLY_CHARS = 420;

/** Splits after . ! ? followed by a space and a capital, quote or path, so "$0.0182" and "4.9/5" stay whole. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“(/$0-9])/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const SITE_PATH = /(^|[\s("'])\/(?:[a-z0-9-]+)?(?:#[a-z0-9-]+)?(?=$|[\s).,;:!?'"])/i;

export function mentionsSitePath(text: string): boolean {
  return SITE_PATH.test(text);
}

/** A sentence that only points to a page: "See /pricing." */
const LINK_ONLY = /^See \/[a-z0-9#/-]*\.$/i;

const WH_QUESTION = /^(what|which|how|when|where|who|why)\b/i;
const BARE_YES = /^(Yes|No)[.!]\s+(?=\S)/;

/** A bare "Yes." never stands alone: it goes with the sentence that says what. */
function mergeBareYes(sentences: string[]): string[] {
  if (sentences.length > 1 && /^(Yes|No)[.!]$/.test(sentences[0])) return [`${sentences[0]} ${sentences[1]}`, ...sentences.slice(2)];
  return sentences;
}

const openingWords = (text: string) => text.split(/\s+/).slice(0, 6).join(' ').toLowerCase();

// Spelled-out years ("two years") are durations already; years in figures are not among them.
const YEARS = /\b\d+ years?\b/i;

/** Whether a sentence states what the question wants: for "how long…?" a length of time, not just "before". */
function statesShape(sentence: string, shape: AnswerShape): boolean {
  if (shape === 'time' || shape === 'setup-time') return statesDuration(sentence) || YEARS.test(sentence);
  return hasShape(sentence, shape);
}

/** Worth more than a shared word: a sentence that speaks to the question and has the figure it wants. */
const SHAPE_BONUS = 1.5;

/** "The most you would be liable for", "how many at most": a limit, which a sentence states as "limited to", "up to"… */
const ASKS_A_LIMIT = /\b(the most|at most|max(imum)?|cap(ped)?|limit|upper limit|ceiling)\b/i;
const STATES_A_LIMIT = /\b(limited to|up to|at most|maximum|no more than|capped)\b/i;
/** Such a question asks for little else: the sentence stating the limit leads, whatever words the others share. */
const LIMIT_BONUS = 2 * SHAPE_BONUS;

/** Picks the sentences of a long answer that speak to the question, keeping their order. */
function relevantSentences(sentences: string[], question: string): string[] {
  const questionTerms = new Set(queryWords(question).flatMap((word) => word.terms));
  const shape = wantedShape(question);
  const asksLimit = ASKS_A_LIMIT.test(question);
  const unique = [...new Set(sentences)];
  const termSets = unique.map(statedTerms);
  const ranked = unique.map((text, index) => {
    const terms = termSets[index];
    let overlap = 0;
    for (const term of questionTerms) if (terms.has(term)) overlap += 1;
    // Of two equal, the one sharing a word no other sentence has ("invoices" among the retention periods) is the one meant.
    for (const term of questionTerms) if (terms.has(term) && termSets.every((other, at) => at === index || !other.has(term))) overlap += 0.01;
    // With no word in common, the figure asked for still beats the opening sentence.
    const fits = shape !== undefined && statesShape(text, shape) ? (overlap > 0 ? SHAPE_BONUS : SHAPE_BONUS / 2) : asksLimit && STATES_A_LIMIT.test(text) ? LIMIT_BONUS : 0;
    // A tie goes to the opening sentence, which usually states the main fact.
    return { text, index, score: overlap + (index === 0 ? 0.5 : 0) + fits };
  });
  const best = [...ranked].sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof ranked = [];
  let length = 0;
  for (const candidate of best) {
    if (chosen.length >= MAX_REPLY_SENTENCES) break;
    if (chosen.length > 0 && (candidate.score < 1 || length + candidate.text.length > MAX_REPLY_CHARS)) continue;
    // Items of one list share their lead-in; one of them is enough.
    if (chosen.some((picked) => openingWords(picked.text) === openingWords(candidate.text))) continue;
    chosen.push(candidate);
    length += candidate.text.length;
  }
  return chosen.sort((a, b) => a.index - b.index).map((candidate) => candidate.text);
}

/** The parts of an answer a question asks of alone, when it names some and not all (KnowledgeChunk.parts). */
function partsAsked(chunk: KnowledgeChunk, question: string): string[] {
  const text = question.toLowerCase();
  const named = (chunk.parts ?? []).filter((part) => part.asked.test(text));
  return named.length < (chunk.parts?.length ?? 0) ? named.map((part) => resolvePlaceholders(part.sentence)) : [];
}

/**
 * The reply to a question from the chunk that answers it: fact first, short, with a link to its page. A
 * follow-up naming no part of the answer asks of the part its `earlier` question named.
 */
export function composeReply(chunk: KnowledgeChunk, question: string, earlier?: string): string {
  const named = partsAsked(chunk, question);
  const parts = named.length > 0 || earlier === undefined ? named : partsAsked(chunk, earlier);
  if (parts.length > 0) {
    const body = parts.join(' ');
    return mentionsSitePath(body) ? body : `${body} See ${chunk.href}.`;
  }
  let text = resolvePlaceholders(chunk.answer).trim();
  // "Yes." answers "do you…?"; to "what kind of…?" it says nothing, so the fact after it leads.
  if (WH_QUESTION.test(question.trim()) && BARE_YES.test(text)) text = text.replace(BARE_YES, '');
  const sentences = mergeBareYes(splitSentences(text));
  // The answer's closing link is where to read more, not a fact: the words of its path ("/time-travel#tally-marks") must not win it a place.
  const last = sentences.at(-1);
  const closesWithLink = last !== undefined && LINK_ONLY.test(last);
  const short = sentences.length <= MAX_REPLY_SENTENCES && text.length <= MAX_REPLY_CHARS;
  const body = short ? text : relevantSentences(closesWithLink ? sentences.slice(0, -1) : sentences, question).join(' ');
  return mentionsSitePath(body) ? body : `${body} ${closesWithLink ? last : `See ${chunk.href}.`}`;
}
