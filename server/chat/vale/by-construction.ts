/**
 * Precision by construction: answers that fit an ask by what they are (docs/decisions/0013-vale-learned-confidence.md).
 * Each check reads the ask and one candidate answer; whether it accepts it is a feature the learned
 * ranker and confidence weigh, so a check that is wrong for some questions is learned, not trusted.
 */
import { CONTACT_DETAILS, hasShape, type AnswerShape } from './answer-shape';
import { askedWays } from './asked-ways';
import { otherWords, type Ask } from './asks';
import { isCurated, type Candidate, type CandidateFinder } from './candidates';
import type { KnowledgeChunk } from './knowledge';
import { normalise } from './normalise';
import { DURATION, PRICE, questionTerms } from './text';
import { CONTACT_TOPIC, type Attribute } from './topics';

/** What a stated figure looks like in an answer. */
const FIGURE_OF: Partial<Record<Attribute, RegExp>> = { price: PRICE, timing: DURATION, updated: /\b(19|20)\d\d\b/ };

/** How a yes-or-no question opens. */
const YES_OR_NO = /^(does|do|can|could|will|would|is|are|r|has|have|any)\b/;
/** What a question of what a thing does may ask besides: what it includes, what it is, whom it is for. */
const CAPABILITY_ATTRIBUTES: ReadonlySet<Attribute> = new Set(['included', 'what', 'audience']);

/**
 * Which of the checks below a candidate passes: each is its own feature, as each is right for its own share
 * of questions. `shape` is the shape of answer the ask wants (./answer-shape.ts), read once per ask.
 */
export function byConstruction(
  finder: CandidateFinder,
  ask: Ask,
  candidate: Candidate,
  shape: AnswerShape | undefined,
): { statesWhatWasAsked: boolean; statesTheCapability: boolean; statesTheDetail: boolean; ownQuestion: boolean } {
  return {
    statesWhatWasAsked: statesWhatWasAsked(finder, ask, candidate),
    statesTheCapability: statesTheCapability(finder, ask, candidate),
    statesTheDetail: statesTheDetail(finder, ask, candidate, shape),
    ownQuestion: isItsOwnQuestion(finder, ask, candidate),
  };
}

/**
 * "number to call u guys?", "which e-mail do I send my brief to?": a question for one of the team's contact
 * details, answered by the contact details, which state it. Asked of something else too ("the privacy
 * team's e-mail"), only an answer about that thing that states the detail fits.
 */
export function statesTheDetail(finder: CandidateFinder, ask: Ask, candidate: Candidate, shape: AnswerShape | undefined): boolean {
  if (!shape || !CONTACT_DETAILS.has(shape) || ask.followUp || !hasShape(candidate.reply, shape)) return false;
  // The visitor's own trade ("dentist here, your number?") says who asks, not whose detail is asked.
  const asked = ask.topics.filter((topic) => topic.id !== CONTACT_TOPIC && topic.family !== 'industry').map((topic) => topic.id);
  const about = finder.readingOf(candidate.chunk).topics[0];
  return asked.length === 0 ? about === CONTACT_TOPIC : about === asked[0];
}

/**
 * The fact table's answer for a named thing and an attribute asked of it, about that thing first,
 * stating that attribute, in the shape the question wants (a price for "how much", a time for "when").
 */
function statesWhatWasAsked(finder: CandidateFinder, ask: Ask, candidate: Candidate): boolean {
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
function statesTheCapability(finder: CandidateFinder, ask: Ask, candidate: Candidate): boolean {
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
export function isItsOwnQuestion(finder: CandidateFinder, ask: Ask, candidate: Candidate): boolean {
  const { chunk } = candidate;
  if (!mayBeWrittenFor(ask, chunk)) return false;
  const answered = finder.readingOf(chunk).attributes;
  if (ask.attributes.some((attribute) => attribute !== 'what' && !answered.includes(attribute))) return false;
  const asked = questionTerms(ask.query);
  const own = questionTerms(chunk.question);
  return asked.size === own.size && [...asked].every((term) => own.has(term));
}

/** Only a curated answer is written for a question, and a follow-up is no question as written. */
const mayBeWrittenFor = (ask: Ask, chunk: KnowledgeChunk) => !ask.followUp && isCurated(chunk);

const wordForWord = (text: string) => normalise(text).replace(/[^a-z0-9$]+/g, ' ').trim();

/** Fewer words than this, and the wording itself must match: "pricing?" is not "your pricing". */
const MIN_TERMS_WRITTEN = 2;

/** How a question opens ("how much", "when", "do"…), so two questions of the same words still ask the same thing. */
const OPENING = /^(how much|how many|how long|how often|how fast|how soon|what|whats|which|when|where|who|why|how|do|does|did|can|could|is|are|will|would|should|have|has)\b/;

/**
 * A question as it is written for, framing aside: how it opens and its other words ("What's the cancellation
 * policy?" is "What's your cancellation policy?"). Without another word, only the very wording counts.
 */
function asWrittenFor(text: string): string {
  const opening = OPENING.exec(wordForWord(text))?.[0] ?? '';
  const terms = [...questionTerms(text)].sort();
  return terms.length >= MIN_TERMS_WRITTEN ? `${opening}|${terms.join(' ')}` : `=${wordForWord(text)}`;
}

/** A chunk's question worded as a visitor asks it ("Do you do Logo Design?"), which "Did you mean…?" offers; a section's title is none. */
const isAQuestion = (text: string) => text.trim().endsWith('?');

/**
 * The questions a chunk was written for, as asWrittenFor reads them: a curated answer's own question, any chunk's
 * question worded as a question, and the ways the site's owner wrote that visitors ask it (./asked-ways).
 */
const writtenQuestions = new WeakMap<KnowledgeChunk, ReadonlySet<string>>();
function questionsWrittenFor(chunk: KnowledgeChunk): ReadonlySet<string> {
  let questions = writtenQuestions.get(chunk);
  if (!questions) {
    const own = isCurated(chunk) || isAQuestion(chunk.question) ? [chunk.question] : [];
    writtenQuestions.set(chunk, (questions = new Set([...own, ...(askedWays.get(chunk.id) ?? [])].map(asWrittenFor))));
  }
  return questions;
}

/** The candidate written for the very question asked: its own question or one of its asked ways, framing aside (asWrittenFor); a follow-up is no question as written. */
export function writtenFor(ask: Ask, candidates: readonly Candidate[]): Candidate | undefined {
  if (ask.followUp) return undefined;
  const asked = asWrittenFor(ask.query);
  return candidates.find(({ chunk }) => questionsWrittenFor(chunk).has(asked));
}
