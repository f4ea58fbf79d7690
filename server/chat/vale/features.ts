/**
 * Why an answer would fit an ask, as numbers a learned model weighs (./confidence.ts): how much of the
 * question its words match, whether its topic and attribute are the ones asked, whether it has the shape
 * the question wants (a time for "when", a price for "how much"), and where the searches ranked it.
 */
import { hasShape, statesDuration, wantedShape } from './answer-shape';
import { LEAST_LOG_PROBABILITY } from './answer-words';
import { otherWords, type Ask } from './asks';
import { byConstruction } from './by-construction';
import { isCurated, kinOf, type Candidate, type CandidateFinder } from './candidates';
import { PRICE, queryWords } from './text';
import type { KnowledgeChunk } from './knowledge';
import type { PhrasingEvidence } from './phrasings';
import type { Topic } from './topics';

export const FEATURE_NAMES = [
  'bias',
  'searchCoverage',
  'replyCoverage',
  'questionFit',
  'searchRank',
  'scoreRatio',
  'passageRank',
  'passageScoreRatio',
  'curated',
  'passage',
  'factPick',
  'topicFirst',
  'topicAny',
  'topicConflict',
  'askHasTopic',
  'chunkHasTopic',
  'attributeMatch',
  'attributeMissing',
  'unaskedAttributes',
  'shapeWanted',
  'shapeMismatch',
  'priceAskedWithFigure',
  'priceAskedNoFigure',
  'timingAskedWithDuration',
  'timingAskedNoDuration',
  'followUp',
  'unknownWordShare',
  'contentWords',
  'replyLength',
  'kindMatch',
  'kindMismatch',
  'pairMatch',
  'rarestInReply',
  'questionCoverage',
  'keywordCoverage',
  'answerCoverage',
  'taught',
  'factPickOfTopic',
  'otherWordsStated',
  'otherWordsAsked',
  'phrasingCloseness',
  'phrasingBest',
  'phrasingUnanswered',
  'phrasingVotes',
  'phrasingContained',
  'wordsLikelihood',
  'wordsShare',
  'wordsUnanswered',
  'siblingsStated',
  'byConstruction',
  'statesWhatWasAsked',
  'statesTheCapability',
  'statesTheDetail',
  'ownQuestion',
  'yesNoAnswered',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

/** What a message says of itself, the same for every candidate. */
export interface MessageTraits {
  unknownWordShare: number;
  contentWords: number;
}

export function messageTraits(message: string, finder: CandidateFinder): MessageTraits {
  const words = queryWords(message);
  const unknown = words.filter((word) => !finder.knows(word.terms)).length;
  return { unknownWordShare: words.length ? unknown / words.length : 0, contentWords: words.length };
}

/** What an ask says of itself, the same for every candidate. */
interface AskTraits {
  /** What the ask asks beyond its topic and attribute ("per seat"), as one text; empty when nothing. */
  rest: string;
  kinds: Set<QuestionKind>;
  pairs: Set<string>;
  rarest?: readonly string[];
}

const askTraits = new WeakMap<Ask, AskTraits>();

function traitsOfAsk(ask: Ask, finder: CandidateFinder): AskTraits {
  let traits = askTraits.get(ask);
  if (!traits) {
    const words = queryWords(ask.query).filter((word) => finder.knows(word.terms));
    const rarest = [...words].sort((a, b) => finder.index.rarity(b.terms) - finder.index.rarity(a.terms))[0]?.terms;
    traits = { rest: otherWords(ask).join(' '), kinds: questionKinds(ask.query), pairs: wordPairs(ask.query), rarest };
    askTraits.set(ask, traits);
  }
  return traits;
}

/** The kind of question a text asks, by its opening: a price, a time, a way to do something, yes or no… */
type QuestionKind = 'price' | 'time' | 'how' | 'who' | 'where' | 'why' | 'yes-no' | 'what';
const KINDS: ReadonlyArray<[QuestionKind, RegExp]> = [
  ['price', /\b(how much|cost|costs|price|prices|pricing|fee|fees|charge)\b/],
  ['time', /\b(how long|how fast|how soon|how quickly|how often|when)\b/],
  ['how', /\b(how (do|can|would|should|does) (i|we|you)|where (do|can) (i|we))\b/],
  ['who', /\bwho\b/],
  ['where', /\bwhere\b/],
  ['why', /\bwhy\b/],
  ['yes-no', /^(do|does|can|is|are|will|could|would|should|did|have|has|any)\b/],
  ['what', /\b(what|which)\b/],
];

function questionKinds(text: string): Set<QuestionKind> {
  const kinds = new Set<QuestionKind>();
  for (const part of text.toLowerCase().split(/[?.!]\s*/)) {
    const found = KINDS.find(([, pattern]) => pattern.test(part.trim()));
    if (found) kinds.add(found[0]);
  }
  return kinds;
}

/** Neighbouring content words of a text, as stem pairs: "round robin", "text message". */
function wordPairs(text: string): Set<string> {
  const stems = queryWords(text).map((word) => word.terms[0]);
  return new Set(stems.slice(1).map((stem, i) => `${stems[i]} ${stem}`));
}

const chunkKinds = new WeakMap<KnowledgeChunk, Set<QuestionKind>>();
const chunkPairs = new WeakMap<KnowledgeChunk, Set<string>>();

/**
 * How many topics of the asked topic's kind the reply names besides the asked one: asked the inbound rate,
 * a reply that lists all three rates states two siblings; one that states the inbound rate alone, none.
 */
function siblingsStated(ask: Ask, reply: string, finder: CandidateFinder): number {
  const kin = ask.topics.filter((topic) => topic.family !== undefined || topic.parent !== undefined);
  if (kin.length === 0) return 0;
  const asked = new Set(ask.topics.map((topic) => topic.id));
  const isKin = (topic: Topic) => kin.some((own) => (own.family !== undefined && own.family === topic.family) || (own.parent !== undefined && own.parent === topic.parent));
  return finder.topicsNamedIn(reply).filter((topic) => !asked.has(topic.id) && isKin(topic)).length;
}

const flag = (value: boolean) => (value ? 1 : 0);
const reciprocalRank = (rank: number | undefined) => (rank === undefined ? 0 : 1 / (1 + rank));

export function featuresOf(ask: Ask, candidate: Candidate, traits: MessageTraits, finder: CandidateFinder, evidence: PhrasingEvidence): number[] {
  const { chunk, reply, search, passage } = candidate;
  const reading = finder.readingOf(chunk);
  const askTopics = ask.topics.map((topic) => topic.id);
  const overlap = reading.topics.some((topic) => askTopics.includes(topic));
  const askKin = kinOf(ask.topics);
  const matched = ask.attributes.filter((attribute) => reading.attributes.includes(attribute));
  const shape = wantedShape(ask.query);
  const hasPrice = PRICE.test(reply);
  const hasDuration = statesDuration(reply);
  const hit = search?.hit ?? passage?.hit;
  const asked = traitsOfAsk(ask, finder);
  let kinds = chunkKinds.get(chunk);
  if (!kinds) chunkKinds.set(chunk, (kinds = questionKinds(chunk.question)));
  let pairs = chunkPairs.get(chunk);
  if (!pairs) chunkPairs.set(chunk, (pairs = wordPairs(`${chunk.question} ${chunk.answer}`)));
  const sharedPairs = [...asked.pairs].filter((pair) => pairs.has(pair)).length;
  const fits = byConstruction(finder, ask, candidate, shape);
  const values: Record<FeatureName, number> = {
    bias: 1,
    searchCoverage: hit?.coverage ?? finder.index.statedCoverage(ask.query, `${chunk.question} ${chunk.keywords ?? ''} ${chunk.answer}`),
    replyCoverage: finder.index.statedCoverage(ask.query, reply),
    questionFit: hit?.questionFit ?? 0,
    searchRank: reciprocalRank(search?.rank),
    scoreRatio: search ? search.hit.score / search.topScore : 0,
    passageRank: reciprocalRank(passage?.rank),
    passageScoreRatio: passage ? passage.hit.score / passage.topScore : 0,
    curated: flag(isCurated(chunk)),
    passage: flag(chunk.id.startsWith('passage:')),
    factPick: flag(candidate.factPick),
    topicFirst: flag(reading.topics[0] !== undefined && askTopics.includes(reading.topics[0])),
    topicAny: flag(overlap),
    topicConflict: flag(askTopics.length > 0 && reading.topics.length > 0 && !askTopics.some((topic) => reading.kin.has(topic)) && !reading.topics.some((topic) => askKin.has(topic))),
    askHasTopic: flag(askTopics.length > 0),
    chunkHasTopic: flag(reading.topics.length > 0),
    attributeMatch: flag(matched.length > 0),
    attributeMissing: flag(ask.attributes.length > 0 && matched.length === 0),
    unaskedAttributes: reading.attributes.filter((attribute) => attribute !== 'what' && !ask.attributes.includes(attribute)).length,
    shapeWanted: flag(shape !== undefined),
    shapeMismatch: flag(!hasShape(reply, shape)),
    priceAskedWithFigure: flag(ask.attributes.includes('price') && hasPrice),
    priceAskedNoFigure: flag(ask.attributes.includes('price') && !hasPrice),
    timingAskedWithDuration: flag(ask.attributes.includes('timing') && hasDuration),
    timingAskedNoDuration: flag(ask.attributes.includes('timing') && !hasDuration),
    followUp: flag(ask.followUp),
    unknownWordShare: traits.unknownWordShare,
    contentWords: Math.log1p(traits.contentWords),
    replyLength: reply.length / 400,
    kindMatch: flag([...asked.kinds].some((kind) => kinds.has(kind))),
    kindMismatch: flag(asked.kinds.size > 0 && kinds.size > 0 && ![...asked.kinds].some((kind) => kinds.has(kind))),
    pairMatch: asked.pairs.size ? sharedPairs / asked.pairs.size : 0,
    questionCoverage: finder.index.statedCoverage(ask.query, chunk.question),
    keywordCoverage: chunk.keywords ? finder.index.statedCoverage(ask.query, chunk.keywords) : 0,
    answerCoverage: finder.index.statedCoverage(ask.query, chunk.answer),
    taught: flag(chunk.id.startsWith('taught:')),
    factPickOfTopic: flag(candidate.factPick && askTopics.length > 0),
    otherWordsStated: asked.rest ? finder.index.statedCoverage(asked.rest, `${chunk.question} ${chunk.keywords ?? ''} ${reply}`) : 1,
    otherWordsAsked: flag(asked.rest !== ''),
    phrasingCloseness: evidence.byAnswer.get(chunk.id) ?? 0,
    phrasingBest: flag(evidence.best > 0 && (evidence.byAnswer.get(chunk.id) ?? 0) >= evidence.best),
    phrasingUnanswered: evidence.unanswered,
    phrasingVotes: evidence.votes.get(chunk.id) ?? 0,
    phrasingContained: evidence.contained(chunk.id),
    wordsLikelihood: 1 - evidence.likely.logProbability(chunk.id) / LEAST_LOG_PROBABILITY,
    wordsShare: Math.exp(evidence.likely.logProbability(chunk.id)),
    wordsUnanswered: evidence.likely.unanswered,
    siblingsStated: siblingsStated(ask, reply, finder),
    byConstruction: flag(fits.statesWhatWasAsked || fits.statesTheCapability || fits.statesTheDetail || fits.ownQuestion),
    statesWhatWasAsked: flag(fits.statesWhatWasAsked),
    statesTheCapability: flag(fits.statesTheCapability),
    statesTheDetail: flag(fits.statesTheDetail),
    ownQuestion: flag(fits.ownQuestion),
    rarestInReply: flag(asked.rarest !== undefined && finder.index.statedCoverage(asked.rarest.join(' '), reply) > 0),
    // "Do you design door hangers?" answered "Yes, Business Cards & Print is part of…": the reply takes the question's form.
    yesNoAnswered: flag(asked.kinds.has('yes-no') && /^(Yes|No)\b/.test(reply)),
  };
  return FEATURE_NAMES.map((name) => values[name]);
}
