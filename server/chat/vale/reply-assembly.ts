/**
 * The reply to a message from what was considered for its asks: every sure answer joined when each ask
 * has one, otherwise what is known and the team offered for the rest; and the context the next message
 * continues.
 */
import { resolvePlaceholders } from '~/content/company';
import { hasShape, wantedShape, type AnswerShape } from './answer-shape';
import type { Ask, AskContext } from './asks';
import type { Candidate, CandidateFinder } from './candidates';
import { MAX_REPLY_CHARS } from './compose';
import type { ConsideredAsk } from './consider';
import { cutoffFor, type Cutoffs } from './confidence';
import type { KnowledgeChunk } from './knowledge';
import { REPLIES } from './replies';
import type { SmallTalk } from './screening';
import { queryWords, statedTerms } from './text';
import { namesTopic, type Attribute } from './topics';

/** What a conversation carries from one answer to the next: the topic last talked about and the figure asked of it. */
export type ValeContext = AskContext;

export interface ValeAnswer {
  reply: string;
  /** 'declined': a request to change its rules, prices or promises, which Vale does not do. */
  kind: SmallTalk | 'answer' | 'unknown' | 'declined';
  /** The chunk the reply came from, when it came from the site's content. */
  source?: KnowledgeChunk;
  /** How sure Vale is of the answer it gave or held back (0–1); absent for small talk and refusals. */
  confidence?: number;
  /** The context for the next message. */
  context: ValeContext;
  /** The id of the answer the visitor said they meant ("yes" to "Did you mean …?"). */
  meant?: string;
}

/**
 * Figures a visitor may ask of a thing that the site may not state for it: as Vale names them when it has
 * none, and the shape a reply that states one has.
 */
const MISSING_FIGURE: Partial<Record<Attribute, { name: string; shape?: AnswerShape }>> = {
  price: { name: 'a price', shape: 'price' },
  timing: { name: 'a timeline', shape: 'time' },
  billing: { name: 'billing details' },
  updated: { name: 'an update date' },
};

/** Figures a reply states: prices, times, percentages and other numbers. */
const FIGURES = /\$?\d+(?:[.,:]\d+)*(?:%|am|pm)?/gi;

/**
 * How sure an ask's own best answer must be for a surer answer's figures to answer it, unless the ask wants a
 * figure or that answer states every word it asks with: "what's your rating?" beside "how many reviews?" and
 * "can I cancel before the change?" beside a price change's notice are answered; "what colour is its logo?"
 * beside "how much is ATOM?" is not.
 */
const FIGURES_SURE = 0.5;

function answeredByFigures(confidence: number, ask: Ask, reply: string): boolean {
  // An ask for a figure ("how many days…?") is answered by the figure, whatever words it uses.
  if (confidence >= FIGURES_SURE || ask.attributes.length > 0 || wantedShape(ask.query) !== undefined) return true;
  const stated = statedTerms(reply);
  const named = new Set(ask.topics.flatMap((topic) => [...statedTerms(topic.name)]));
  return queryWords(ask.query).every(({ terms }) => named.has(terms[0]) || stated.has(terms[0]));
}

/** Two answers given together stay this short; a longer pair is two messages' worth, and the first is given. */
const MAX_JOINED_CHARS = 2 * MAX_REPLY_CHARS;

/** The answer to a message whose asks were considered, given those at least as sure as their cut-off (a number: the one for every answer). */
export function assembleAnswer(considered: readonly ConsideredAsk[], finder: CandidateFinder, cutoffs: number | Cutoffs): ValeAnswer {
  type Chosen = ConsideredAsk & { chosen: Candidate };
  const held: Cutoffs = typeof cutoffs === 'number' ? { cutoff: cutoffs } : cutoffs;
  const isConfident = (entry: ConsideredAsk): entry is Chosen => entry.chosen !== undefined && entry.confidence >= cutoffFor(entry.chosen.chunk, held);
  const confident = considered.filter(isConfident);
  // An ask whose best answer is one already given for a surer ask of the same message is answered by it.
  // So is one about the same thing whose best answer states only figures a surer answer states ("4.9/5 from 150 reviews" for
  // the rating and the count), when it wants a figure or is half sure or the surer answer states its words (answeredByFigures);
  // of another thing ("what does Vale cost and the phone?"), the figures are the other thing's.
  const givenAlready = ({ ask, confidence }: ConsideredAsk, chosen: Candidate) =>
    confident.some(
      (other) =>
        other.chosen.chunk.id === chosen.chunk.id ||
        other.chosen.reply === chosen.reply ||
        (ask.topics.every((topic) => other.ask.topics.some((own) => own.id === topic.id)) &&
          statesFiguresOf(other.chosen.reply, chosen.reply) &&
          answeredByFigures(confidence, ask, other.chosen.reply)),
    );
  const isSure = (entry: ConsideredAsk): entry is Chosen => isConfident(entry) || (entry.chosen !== undefined && givenAlready(entry, entry.chosen));
  const sure = considered.filter(isSure);
  const first = considered[0];
  const attribute = first?.ask.attributes[0];
  // The topic talked about: of those asked, the one the answer given is about ("a phone app for the crm" is the CRM's app);
  // else the first asked, or else the one the answer given is about.
  const answeredAbout = sure[0] ? finder.readingOf(sure[0].chosen.chunk).topics : [];
  const topic = first?.ask.topics.find((asked) => answeredAbout.includes(asked.id))?.id ?? first?.ask.topics[0]?.id ?? answeredAbout[0];
  const next: ValeContext = { ...(topic ? { topic } : {}), ...(topic && attribute ? { attribute } : {}) };
  const lowest = Math.min(...considered.map((entry) => entry.confidence));

  if (sure.length === considered.length && sure.length > 0) {
    const replies = withoutRepeats(sure.map((entry) => ({ ask: entry.ask, reply: entry.chosen.reply })));
    const reply = replies.join(' ').length <= MAX_JOINED_CHARS ? replies.join(' ') : replies[0];
    return { reply, kind: 'answer', source: sure[0].chosen.chunk, confidence: lowest, context: next };
  }
  // Not sure of every ask: say what is known, and that the rest is for the team.
  const missing = considered.find((entry) => !isSure(entry));
  const known = sure.map((entry) => entry.chosen.reply).join(' ');
  const lacking = missing && missingFigure(missing, finder);
  const offer = lacking ? undefined : offerOf(missing);
  const reply = [
    known && `${known} As for the rest:`,
    lacking ? `I don't have ${lacking} on our site.` : unsureOpening(missing),
    offer?.text,
    REPLIES.offerTeam,
  ]
    .filter(Boolean)
    .join(' ');
  return { reply: resolvePlaceholders(reply), kind: 'unknown', confidence: lowest, context: { ...next, ...(offer ? { offered: offer.id } : {}) } };
}

/**
 * How sure the best answer held back must be for Vale to ask whether the visitor meant its question. Of
 * validation's questions held back at or above it, the answer offered is the right one for most (see
 * `npm run eval:chat`, "offered").
 */
export const OFFER_FLOOR = 0.4;

/**
 * The answer held back that Vale offers the visitor, and how it is put: one written for a question, by that
 * question; a line of a page, by its name (the last of its headings: "Qualifies Leads") and page. Nothing with
 * a figure in its wording is offered: the figure could be the wrong one.
 */
function offerOf(missing: ConsideredAsk | undefined): { id: string; text: string } | undefined {
  const chunk = missing?.chosen?.chunk;
  if (!chunk || missing.confidence < OFFER_FLOOR) return undefined;
  const question = chunk.question.trim();
  const asksAQuestion = question.endsWith('?');
  const wording = asksAQuestion ? question : question.split(': ').at(-1)!.trim();
  if (/\d/.test(wording)) return undefined;
  return { id: chunk.id, text: asksAQuestion ? REPLIES.didYouMean(wording) : REPLIES.closestLine(wording, chunk.href.split('#')[0]) };
}

/**
 * How a reply without a sure answer opens: an answer was found for a thing the site speaks of, but not one
 * sure enough to give, so the site may well have it; saying it has none could be wrong.
 */
function unsureOpening(missing: ConsideredAsk | undefined): string {
  const topic = missing?.chosen ? missing.ask.topics[0] : undefined;
  return topic ? REPLIES.unsureAbout(topic.name) : REPLIES.unknownOpening;
}

/**
 * The replies to a message's asks in order, leaving out one that asks nothing new (no other attribute)
 * and whose figures an earlier reply already states ("marketing texts" read as two things, both answered
 * with the quiet hours).
 */
function withoutRepeats(answered: ReadonlyArray<{ ask: Ask; reply: string }>): string[] {
  const kept: Array<{ ask: Ask; reply: string }> = [];
  for (const entry of answered) {
    const figures = entry.reply.match(FIGURES) ?? [];
    const repeats = kept.some((earlier) => {
      if (sentencesOf(entry.reply).every((sentence) => earlier.reply.includes(sentence))) return true;
      const stated = new Set(earlier.reply.match(FIGURES));
      // An ask about a thing the earlier reply does not name ("and is the ATOM license part of it?", "dentists and auto
      // repair shops") asks something new, whatever figures the two share.
      const named = entry.ask.topics.every((topic) => namesTopic(earlier.reply, topic));
      const nothingNew = entry.ask.attributes.every((attribute) => earlier.ask.attributes.includes(attribute)) && named;
      return nothingNew && figures.length > 0 && figures.every((figure) => stated.has(figure));
    });
    if (!repeats) kept.push(entry);
  }
  return kept.map((entry) => entry.reply);
}

/** Whether a reply states every figure another states (and it states some). */
function statesFiguresOf(reply: string, other: string): boolean {
  const figures = other.match(FIGURES) ?? [];
  const stated = new Set(reply.match(FIGURES));
  return figures.length > 0 && figures.every((figure) => stated.has(figure));
}

/** Whether two replies state a figure in common. */
export function shareAFigure(reply: string, other: string): boolean {
  const stated = new Set(other.match(FIGURES));
  return (reply.match(FIGURES) ?? []).some((figure) => stated.has(figure));
}

/** A reply's sentences, so one that only repeats sentences already given adds nothing. */
const sentencesOf = (reply: string) => reply.split(/(?<=[.!?])\s+/).filter(Boolean);

/**
 * "a price for ATOM CRM", when a figure of a named thing was asked, none is sure, and the site states
 * none: where it states one, saying there is none would be wrong, so neither the thing's facts nor the
 * best answer found for it may state one ("how fast do you reply to an e-mail?" is answered under texts).
 */
function missingFigure({ ask, chosen }: ConsideredAsk, finder: CandidateFinder): string | undefined {
  const attribute = ask.attributes.find((candidate) => MISSING_FIGURE[candidate]);
  const topic = ask.topics[0];
  if (!attribute || !topic || finder.factFor(topic.id, [attribute], []) || (topic.parent && finder.factFor(topic.parent, [attribute], []))) return undefined;
  const { name, shape } = MISSING_FIGURE[attribute]!;
  if (chosen && (shape === undefined || hasShape(chosen.reply, shape))) return undefined;
  return `${name} for ${topic.name}`;
}
