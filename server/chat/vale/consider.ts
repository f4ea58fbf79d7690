/**
 * What Vale considers for each ask of a message: the candidate answers that have the shape the question
 * wants, ranked by the learned model, and the one that ranks first, with the learned confidence of it.
 * Whether an answer fits by construction (./by-construction.ts) is one of the features both models weigh.
 */
import { withAgreement } from './agreement';
import type { Ask } from './asks';
import { isItsOwnQuestion, writtenFor } from './by-construction';
import { oneAnswerTo } from './one-answer-questions';
import type { Candidate, CandidateFinder } from './candidates';
import { confidence, cutoffFor, rank, type ConfidenceModel, type Ranked } from './confidence';
import { asksWhatTheSiteNeverSays } from './not-on-the-site';
import { featuresOf, messageTraits } from './features';
import type { PhrasingEvidence, PhrasingIndex } from './phrasings';
import { hasShape, wantedShape } from './answer-shape';
import { queryWords, statedTerms } from './text';

/** One ask of a message and every answer considered for it, best first, with how sure Vale is of the best. */
export interface ConsideredAsk {
  ask: Ask;
  ranked: Array<Ranked<Candidate>>;
  /** The answer chosen: the one written for the very question asked, or else the best ranked. */
  chosen?: Candidate;
  /** The learned confidence of it; 1 for the curated answer written for the question, word for word. */
  confidence: number;
}

/** What considering an ask draws on: the site's answers, the questions Vale already knows, the learned models. */
export interface Considering {
  finder: CandidateFinder;
  phrasings: PhrasingIndex;
  model: ConfidenceModel;
}

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

/** Every ask of a message considered, in order; a message of several asks may be one question a curated answer was written for. */
export function considerAsks(message: string, asks: readonly Ask[], { finder, phrasings, model }: Considering): ConsideredAsk[] {
  const traits = messageTraits(message, finder);
  // Two things named may still be one question a curated answer was written for ("How does ATOM work with Vale?").
  if (asks.length > 1) {
    const whole = askedAsOne(asks, message, asks[0].followUp);
    const own = finder.candidates(whole).find((candidate) => isItsOwnQuestion(finder, whole, candidate));
    if (own) {
      const ranked = rank([{ item: own, features: featuresOf(whole, own, traits, finder, phrasings.evidence(whole.query)) }], model);
      return [{ ask: whole, ranked, chosen: own, confidence: 1 }];
    }
  }
  return asks.map((ask) => considerAsk(ask, message, traits, { finder, phrasings, model }));
}

/** Several asks read as one question, the query given: every thing they name and every attribute they ask. */
export function askedAsOne(asks: readonly Ask[], query: string, followUp: boolean): Ask {
  return { topics: asks.flatMap((ask) => ask.topics), attributes: [...new Set(asks.flatMap((ask) => ask.attributes))], query, followUp };
}

/** Whether Vale is sure enough of an ask's chosen answer to give it. */
export function isSure(entry: ConsideredAsk, model: ConfidenceModel): entry is ConsideredAsk & { chosen: Candidate } {
  return entry.chosen !== undefined && entry.confidence >= cutoffFor(entry.chosen.chunk, model);
}

/** How sure a question held back may be of an answer of its own for the message read whole to answer it. */
const HELD_BACK_OWN = 0.5;

/**
 * A message of two sentences that asks one thing twice ("Do my clients get a heads up before their appointment?
 * How far ahead?"), one of them held back: when the message read whole is answered surely, by the answer given to
 * the other, and the one held back has no half-sure answer of its own, that answer is the reply to both. Questions
 * joined with "and" ask two things: so read only when the answer speaks of the second too ("How fast does Vale
 * reply, and what hours does it work?": "under 30 seconds, 24/7").
 */
export function oneQuestionAskedTwice(message: string, joined: boolean, considered: readonly ConsideredAsk[], { finder, phrasings, model }: Considering): ConsideredAsk[] | undefined {
  const sure = (entry: ConsideredAsk) => isSure(entry, model);
  const held = considered.filter((entry) => !sure(entry));
  if (considered.length < 2 || held.length === 0 || held.some((entry) => entry.confidence >= HELD_BACK_OWN)) return undefined;
  const whole = askedAsOne(considered.map((entry) => entry.ask), message, considered[0].ask.followUp);
  const read = considerAsk(whole, message, messageTraits(message, finder), { finder, phrasings, model });
  const answersAnother = considered.some((entry) => sure(entry) && entry.chosen?.chunk.id === read.chosen?.chunk.id);
  if (!sure(read) || !answersAnother) return undefined;
  // Joined with "and", the one held back asks a second thing: the answer must at least speak of it.
  const stated = statedTerms(read.chosen!.reply);
  const speaksOf = (entry: ConsideredAsk) => queryWords(entry.ask.query).some(({ terms }) => terms.some((term) => stated.has(term)));
  return !joined || held.every(speaksOf) ? [read] : undefined;
}

/** One ask's candidate answers with the shape it wants, ranked, and the one chosen with how sure Vale is of it. */
function considerAsk(ask: Ask, message: string, traits: ReturnType<typeof messageTraits>, { finder, phrasings, model }: Considering): ConsideredAsk {
  // An answer without the shape the question wants ("when…?" with no time in it) is no answer to it.
  // The curated answer written for the very question asked fits it by definition.
  const shape = wantedShape(ask.query);
  const evidence = phrasings.evidence(ask.query);
  const fitting = finder.candidates(ask, closestAnswers(evidence)).filter((candidate) => hasShape(candidate.reply, shape) || isItsOwnQuestion(finder, ask, candidate));
  const ranked = rank(fitting.map((candidate) => ({ item: candidate, features: featuresOf(ask, candidate, traits, finder, evidence) })), model);
  // Written for the very question, or a question with one answer on the site: given by construction.
  const written = writtenFor(ask, fitting) ?? oneAnswerTo(finder, ask, ranked.map(({ item }) => item), shape, message);
  if (written) return { ask, ranked, chosen: written, confidence: 1 };
  if (asksWhatTheSiteNeverSays(ask.query)) return { ask, ranked, chosen: ranked[0]?.item, confidence: 0 };
  return { ask, ranked, chosen: ranked[0]?.item, confidence: confidence(withAgreement(ranked, (candidate) => candidate.reply), model) };
}
