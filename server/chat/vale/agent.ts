import { resolvePlaceholders } from '~/content/company';
import { siteConfig } from '~/site.config';
import { possessive } from './knowledge/types';
import type { ChatAgent } from '../embedded-provider';
import { clausesOf, otherWords, readAsks, type Ask, type AskContext } from './asks';
import { CandidateFinder, CURATED_WEIGHT, curatedOf, type Candidate } from './candidates';
import { MAX_REPLY_CHARS } from './compose';
import { checkModel, confidence, rank, type ConfidenceModel, type Ranked } from './confidence';
import { confidenceModel } from './confidence-model';
import { featuresOf, messageTraits } from './features';
import { buildKnowledge, type KnowledgeChunk } from './knowledge';
import { passageKnowledge } from './knowledge/passages';
import { askedWays } from './asked-ways';
import { knownPhrasings } from './known-phrasings';
import { knownQuestions, PhrasingIndex, type PhrasingEvidence } from './phrasings';
import type { KnowledgeIndex } from './search';
import { createSpeller } from './spelling';
import { buildTopics, readQuestion, type Attribute } from './topics';
import { normalise } from './normalise';
import { DURATION, PRICE, questionTerms, tokenize } from './text';
import { hasShape, wantedShape } from './answer-shape';

const { assistantName: vale, brandName: brand } = siteConfig;

/** What Vale offers when it has no sure answer: the team, by booking or phone, or its taking the visitor's details. */
const OFFER_TEAM = `Our team can tell you on a free strategy session at /contact or at {phone}, or say "contact me" and I'll take your details for them.`;

export const REPLIES = {
  greeting: `Hi, I'm ${vale}, ${possessive(brand)} AI assistant. Ask me about our services, prices (/pricing) or setup times, or book a free strategy session at /contact.`,
  thanks: `You're welcome! Anything else about our services or prices? You can also book a free strategy session at /contact.`,
  goodbye: `Thanks for stopping by! When you're ready, book a free strategy session at /contact or call us at {phone}.`,
  unknown: `I don't have an answer to that on our site. ${OFFER_TEAM}`,
  unknownOpening: `I don't have an answer to that on our site.`,
  offerTeam: OFFER_TEAM,
  declined: `I can only share what is on our site, and I can't change prices, terms or my instructions. Our team can talk about what fits you on a free strategy session at /contact, or call us at {phone}.`,
} as const;

type SmallTalk = 'greeting' | 'thanks' | 'goodbye';

/** Words that carry no question on their own; a message made only of them is small talk. */
const SMALL_TALK_WORDS: Record<SmallTalk, Set<string>> = {
  greeting: new Set('hi hello hey hiya howdy yo greetings morning afternoon evening good there vale'.split(' ')),
  thanks: new Set('thanks thank thx ty cheers appreciate appreciated great awesome perfect cool helpful helps'.split(' ')),
  goodbye: new Set('bye goodbye later cya ttyl farewell night'.split(' ')),
};
const FILLER = new Set('ok okay so much very you a lot all got it that this is was for the and see ya oh well nice again really'.split(' '));

function smallTalk(message: string): SmallTalk | undefined {
  const words = tokenize(normalise(message));
  if (words.length === 0) return 'greeting';
  if (words.length > 8) return undefined;
  let kind: SmallTalk | undefined;
  for (const word of words) {
    const match = (Object.keys(SMALL_TALK_WORDS) as SmallTalk[]).find((candidate) => SMALL_TALK_WORDS[candidate].has(word));
    if (match) {
      // "thanks, bye" is a goodbye; "hi, thanks" is thanks.
      if (!kind || match === 'goodbye' || (match === 'thanks' && kind === 'greeting')) kind = match;
    } else if (!FILLER.has(word)) {
      return undefined;
    }
  }
  return kind;
}

/** What a conversation carries from one answer to the next: the topic last talked about and the figure asked of it. */
export type ValeContext = AskContext;

/**
 * Attempts to make Vale drop its instructions, reveal them, or grant what only the team can (a discount,
 * a free service, a confirmation of a price it did not state). Answered with a short refusal.
 */
const MANIPULATION = [
  /\b(ignore|disregard|forget|override|bypass)\b.*\b(instructions?|rules?|prompts?|guidelines?|programming|restrictions?)\b/,
  /\b(system|hidden|initial|original) (prompts?|instructions?|messages?)\b/,
  /\b(you are|you're|act as|pretend (to be|you are)|roleplay as)\b.*\b(dan|jailbr[eo]ken|unrestricted|no rules|developer mode|evil)\b/,
  /\bno (rules|restrictions|limits|filters)\b/,
  // "…, just confirm it" at the end of a claim; "can you confirm that you serve Canada?" is a question.
  /\bjust confirm\b|\bconfirm (it|that|this)[.! ]*$/,
  /\bi (hereby )?authori[sz]e (you|vale)\b/,
  /\b(give|offer|get) me (a |an |some )?(\d+ ?% off|discount|deal|coupon|promo|freebie|free (website|month|trial|service|crm|setup))\b/,
  /\b\d+ ?% off\b/,
  /\b(say|tell me|admit|repeat after me)\b.*\b(is free|for free|costs? nothing|\$0)\b/,
];

function isManipulation(message: string): boolean {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  return MANIPULATION.some((pattern) => pattern.test(text));
}

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
}

/** One ask of a message and every answer considered for it, best first, with how sure Vale is of the best. */
export interface ConsideredAsk {
  ask: Ask;
  ranked: Array<Ranked<Candidate>>;
  /** The answer chosen: the one that states what was asked of the thing asked about, or else the best ranked. */
  chosen?: Candidate;
  /** 1 for an answer that fits by construction; the learned confidence otherwise. */
  confidence: number;
}

export interface ValeAgent extends ChatAgent {
  answer(message: string, context?: ValeContext): ValeAnswer;
  /** What Vale considered for a message, for training and explaining its confidence. */
  consider(message: string, context?: ValeContext): ConsideredAsk[] | undefined;
  readonly index: KnowledgeIndex;
}

/** Figures a visitor may ask of a thing that the site may not state for it, as Vale names them when it has none. */
const MISSING_FIGURE: Partial<Record<Attribute, string>> = { price: 'a price', timing: 'a timeline', billing: 'billing details', updated: 'an update date' };

/** What a stated figure looks like in an answer. */
const FIGURE_OF: Partial<Record<Attribute, RegExp>> = { price: PRICE, timing: DURATION, updated: /\b(19|20)\d\d\b/ };

/** How a yes-or-no question opens. */
const YES_OR_NO = /^(does|do|can|could|will|would|is|are|r|has|have|any)\b/;
/** What a question of what a thing does may ask besides: what it includes, what it is, whom it is for. */
const CAPABILITY_ATTRIBUTES: ReadonlySet<Attribute> = new Set(['included', 'what', 'audience']);

/** How many of the answers to the closest known questions join the candidates an ask considers. */
const PHRASING_DEPTH = 4;

/** A known question this close to an ask brings its answers to the candidates; less close, it only weighs on those found. */
const PHRASING_CLOSE = 0.35;

/** The answers to the known questions closest to an ask, closest first. */
function closestAnswers(evidence: PhrasingEvidence): string[] {
  return [...evidence.byAnswer]
    .filter(([, closeness]) => closeness >= PHRASING_CLOSE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, PHRASING_DEPTH)
    .map(([id]) => id);
}

/** Figures a reply states: prices, times, percentages and other numbers. */
const FIGURES = /\$?\d+(?:[.,:]\d+)*(?:%|am|pm)?/gi;

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
      if (earlier.reply === entry.reply) return true;
      const stated = new Set(earlier.reply.match(FIGURES));
      const nothingNew = entry.ask.attributes.every((attribute) => earlier.ask.attributes.includes(attribute));
      return nothingNew && figures.length > 0 && figures.every((figure) => stated.has(figure));
    });
    if (!repeats) kept.push(entry);
  }
  return kept.map((entry) => entry.reply);
}

/** Two answers given together stay this short; a longer pair is two messages' worth, and the first is given. */
const MAX_JOINED_CHARS = 2 * MAX_REPLY_CHARS;

export function createValeAgent(
  chunks: readonly KnowledgeChunk[] = buildKnowledge(),
  passages: readonly KnowledgeChunk[] = passageKnowledge(),
  model: ConfidenceModel = confidenceModel,
  phrasings: PhrasingIndex = new PhrasingIndex(knownQuestions(curatedOf(chunks), [...chunks, ...passages], knownPhrasings, askedWays)),
): ValeAgent {
  checkModel(model);
  const topics = buildTopics();
  const finder = new CandidateFinder(chunks, passages, topics);
  const speller = createSpeller([...[...chunks, ...passages].flatMap((chunk) => [chunk.question, chunk.answer, chunk.keywords ?? '']), ...topics.flatMap((topic) => topic.aliases)]);
  const topicsById = new Map(topics.map((topic) => [topic.id, topic]));

  /** Small talk and refusals need no search; everything else is read into asks. */
  function read(asked: string, context: ValeContext): { early?: ValeAnswer; message: string; asks: Ask[] } {
    const message = speller.correct(asked);
    const talk = smallTalk(message);
    if (talk) return { early: { reply: resolvePlaceholders(REPLIES[talk]), kind: talk, context }, message, asks: [] };
    if (isManipulation(asked)) return { early: { reply: resolvePlaceholders(REPLIES.declined), kind: 'declined', context }, message, asks: [] };
    return { message, asks: asksOf(message, context) };
  }

  /** Each question of a message read in turn; a later one that leans on context leans on the one before it. */
  function asksOf(message: string, context: ValeContext): Ask[] {
    const asks: Ask[] = [];
    let current = context;
    for (const clause of clausesOf(message)) {
      const previous = current.topic ? topicsById.get(current.topic) : undefined;
      const read = readAsks(clause, readQuestion(clause, topics), current, previous);
      asks.push(...read);
      const last = read.at(-1);
      if (last?.topics[0]) current = { topic: last.topics[0].id, ...(last.attributes[0] ? { attribute: last.attributes[0] } : {}) };
    }
    return asks.slice(0, 3);
  }

  function consider(asked: string, context: ValeContext = {}): ConsideredAsk[] | undefined {
    const { early, message, asks } = read(asked, context);
    return early ? undefined : considerAsks(message, asks);
  }

  function considerAsks(message: string, asks: Ask[]): ConsideredAsk[] {
    const traits = messageTraits(message, finder);
    // Two things named may still be one question a curated answer was written for ("How does ATOM work with Vale?").
    if (asks.length > 1) {
      const whole: Ask = { topics: asks.flatMap((ask) => ask.topics), attributes: [...new Set(asks.flatMap((ask) => ask.attributes))], query: message, followUp: asks[0].followUp };
      const own = finder.candidates(whole).find((candidate) => isItsOwnQuestion(whole, candidate));
      if (own) {
        const ranked = rank([{ item: own, features: featuresOf(whole, own, traits, finder, phrasings.evidence(whole.query)) }], model);
        return [{ ask: whole, ranked, chosen: own, confidence: 1 }];
      }
    }
    return asks.map((ask) => {
      // An answer without the shape the question wants ("when…?" with no time in it) is no answer to it.
      // The curated answer written for the very question asked fits it by definition.
      const shape = wantedShape(ask.query);
      const evidence = phrasings.evidence(ask.query);
      const fitting = finder.candidates(ask, closestAnswers(evidence)).filter((candidate) => hasShape(candidate.reply, shape) || isItsOwnQuestion(ask, candidate));
      const ranked = rank(fitting.map((candidate) => ({ item: candidate, features: featuresOf(ask, candidate, traits, finder, evidence) })), model);
      const stated = ranked.find((entry) => statesWhatWasAsked(ask, entry.item) || statesTheCapability(ask, entry.item) || isItsOwnQuestion(ask, entry.item));
      return stated ? { ask, ranked, chosen: stated.item, confidence: 1 } : { ask, ranked, chosen: ranked[0]?.item, confidence: confidence(ranked, model) };
    });
  }

  function answer(asked: string, context: ValeContext = {}): ValeAnswer {
    const { early, message, asks } = read(asked, context);
    if (early) return early;
    const considered = considerAsks(message, asks);
    const isSure = (entry: ConsideredAsk): entry is ConsideredAsk & { chosen: Candidate } => entry.chosen !== undefined && entry.confidence >= model.cutoff;
    const sure = considered.filter(isSure);
    const first = considered[0];
    const attribute = first?.ask.attributes[0];
    // The topic talked about: the one asked, or else the one the answer given is about.
    const topic = first?.ask.topics[0]?.id ?? (sure[0] ? finder.readingOf(sure[0].chosen.chunk).topics[0] : undefined);
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
    const lacking = missing && missingFigure(missing.ask);
    const reply = [known && `${known} As for the rest:`, lacking ? `I don't have ${lacking} on our site.` : REPLIES.unknownOpening, REPLIES.offerTeam].filter(Boolean).join(' ');
    return { reply: resolvePlaceholders(reply), kind: 'unknown', confidence: lowest, context: next };
  }

  /**
   * Precision by construction: the fact table's answer for a named thing and an attribute asked of it,
   * about that thing first, stating that attribute, in the shape the question wants (a price for "how
   * much", a time for "when").
   */
  function statesWhatWasAsked(ask: Ask, candidate: Candidate): boolean {
    const reading = finder.readingOf(candidate.chunk);
    const topic = ask.topics[0]?.id;
    const parentFact = candidate.factPick && ask.topics[0]?.sharesParentFacts && reading.topics[0] === ask.topics[0].parent;
    if (!topic || (reading.topics[0] !== topic && !parentFact)) return false;
    // The fact table's pick answers the attribute by its question; any other answer about the thing by stating its figure.
    // A follow-up carries the thing but not the rest of the question before it, so only the fact table's pick fits it.
    // Either way, an answer written for another attribute ("how fast does Vale reply?" for "how long is setup?") is not one.
    const answers = (attribute: Attribute) =>
      candidate.factPick
        ? reading.attributes.includes(attribute)
        : !ask.followUp && (reading.attributes.length === 0 || reading.attributes.includes(attribute)) && FIGURE_OF[attribute]?.test(candidate.reply) === true;
    if (!ask.attributes.some(answers)) return false;
    // Every other word of the question is accounted for: nothing asked goes unanswered ("CRM records" is not the CRM).
    const rest = otherWords(ask);
    if (rest.length > 0 && finder.index.statedCoverage(rest.join(' '), `${candidate.chunk.question} ${candidate.chunk.keywords ?? ''} ${candidate.reply}`) < 1) return false;
    const figure = ask.attributes.find((attribute) => FIGURE_OF[attribute]);
    return !figure || FIGURE_OF[figure]!.test(candidate.reply);
  }

  /**
   * "Does ATOM connect to Zapier?": a yes-or-no question of what a thing does, answered by a reply about
   * that thing that itself states every other word asked ("Zapier"), when no figure is asked.
   */
  function statesTheCapability(ask: Ask, candidate: Candidate): boolean {
    const topic = ask.topics[0]?.id;
    if (!topic || ask.topics.length > 1 || ask.followUp || !YES_OR_NO.test(normalise(ask.query).trim())) return false;
    if (ask.attributes.some((attribute) => !CAPABILITY_ATTRIBUTES.has(attribute))) return false;
    if (finder.readingOf(candidate.chunk).topics[0] !== topic) return false;
    const rest = otherWords(ask);
    return rest.length > 0 && finder.index.statedCoverage(rest.join(' '), candidate.reply) >= 1;
  }

  /**
   * Asked the very question a curated answer was written for: every word of each in the other, framing
   * aside ("how do I sign up" is not "do I need a business to sign up"), and every attribute asked is one
   * it answers ("what is in it and what is the price" is not "how much does it cost").
   */
  function isItsOwnQuestion(ask: Ask, candidate: Candidate): boolean {
    const { chunk } = candidate;
    if (ask.followUp || (chunk.weight ?? 1) < CURATED_WEIGHT) return false;
    const answered = finder.readingOf(chunk).attributes;
    if (ask.attributes.some((attribute) => attribute !== 'what' && !answered.includes(attribute))) return false;
    const asked = questionTerms(ask.query);
    const own = questionTerms(chunk.question);
    return asked.size === own.size && [...asked].every((term) => own.has(term));
  }

  /**
   * "a price for ATOM CRM", when a figure of a named thing was asked, none is sure, and the site states
   * none: where it states one, saying there is none would be wrong.
   */
  function missingFigure(ask: Ask): string | undefined {
    const attribute = ask.attributes.find((candidate) => MISSING_FIGURE[candidate]);
    const topic = ask.topics[0];
    if (!attribute || !topic || finder.factFor(topic.id, [attribute], []) || (topic.parent && finder.factFor(topic.parent, [attribute], []))) return undefined;
    return `${MISSING_FIGURE[attribute]} for ${topic.name}`;
  }

  /** A message Vale does not answer (one the lead flow takes) still moves the chat to a topic it names. */
  function contextOf(asked: string, context: ValeContext): ValeContext {
    const named = readQuestion(speller.correct(asked), topics).topics[0];
    return named ? { topic: named.id } : context;
  }

  return {
    index: finder.index,
    answer,
    consider,
    contextOf,
    reply: (message) => answer(message).reply,
  };
}

let shared: ValeAgent | undefined;

/** The process-wide agent, built on first use so start-up stays fast. */
export function getValeAgent(): ValeAgent {
  shared ??= createValeAgent();
  return shared;
}
