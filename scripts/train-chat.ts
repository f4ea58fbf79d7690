/**
 * npm run train:chat: learns which answer fits and how sure Vale can be of it. Every answer Vale considers
 * for the development half's questions (never the test half's) is labelled by whether it states the
 * expected facts; a softmax ranker and a logistic confidence over their features
 * (server/chat/vale/features.ts) are fitted to those labels, and the cut-off set to the lowest at which at
 * most MAX_WRONG_SHARE of development cases get a wrong answer from models fitted without them.
 * Writes server/chat/vale/confidence-model.ts and the known questions, server/chat/vale/known-phrasings.ts. Run it after changing the features, the knowledge or the cases.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NEW_CHAT_STATE, type ChatState } from '../server/chat/chat-memory';
import { agentAnswers, takeTurn } from '../server/chat/conversation';
import { createValeAgent, type ConsideredAsk, type ValeAgent } from '../server/chat/vale/agent';
import { curatedOf } from '../server/chat/vale/candidates';
import { rank, sureFeatures, type ConfidenceModel } from '../server/chat/vale/confidence';
import { confidenceModel } from '../server/chat/vale/confidence-model';
import { developmentCases } from '../server/chat/vale/eval/halves';
import { runCase, scoreReply, type Verdict } from '../server/chat/vale/eval/score';
import type { VisitorCase } from '../server/chat/vale/eval/visitor-case';
import { FEATURE_NAMES } from '../server/chat/vale/features';
import { buildKnowledge, type KnowledgeChunk } from '../server/chat/vale/knowledge';
import type { Attribute } from '../server/chat/vale/topics';
import { captureStep } from '../server/leads/lead-capture';
import { passageKnowledge } from '../server/chat/vale/knowledge/passages';
import { askedWays } from '../server/chat/vale/asked-ways';
import { knownQuestions, PhrasingIndex, type KnownPhrasing } from '../server/chat/vale/phrasings';
import { resolvePlaceholders } from '~/content/company';

/**
 * The most development cases, each replayed with models that never saw it, a wrong answer may be given
 * to: 1%, the aim, since the answer-shape features made the held-out folds give more
 * right answers at 1% than they gave at 1.5% before (docs/decisions/0013-vale-learned-confidence.md).
 */
const MAX_WRONG_SHARE = 0.01;
const L2 = 0.003;
const STEPS = 1500;
const LEARNING_RATE = 0.5;
/** Passes of train-then-replay: the context a follow-up continues depends on the answers before it. */
const ROUNDS = 2;
/** Groups the development cases are dealt into to choose the cut-off on questions each model has not seen. */
const FOLDS = 5;
const REPEATS = 3;

/** One ask of a development case: each candidate's features and whether it is right. */
interface AskExample {
  candidates: Array<{ features: number[]; right: boolean }>;
}

const includesAny = (text: string, phrases: readonly string[]) => phrases.some((phrase) => text.includes(phrase.toLowerCase()));

/** Whether a reply to one ask of a case is right: all its facts, or for one of two asks, some of them; nothing forbidden. */
function isRight(visitorCase: VisitorCase, reply: string, asks: number): boolean {
  if (asks === 1) return scoreReply(visitorCase, reply, false) === 'correct';
  const text = reply.toLowerCase();
  return !visitorCase.unknown && !includesAny(text, visitorCase.forbidden ?? []) && includesAny(text, visitorCase.facts);
}

/**
 * What Vale considered for a case's last turn, in the chat its earlier turns leave; nothing when the flow
 * of taking details answers it alone (a name taken, a yes), which is no answer to learn from.
 */
function consideredLast(agent: ValeAgent, visitorCase: VisitorCase): ConsideredAsk[] {
  let state: ChatState = NEW_CHAT_STATE;
  for (const message of visitorCase.turns.slice(0, -1)) state = takeTurn(state, message, agent, true).next;
  const last = visitorCase.turns.at(-1) ?? '';
  if (!agentAnswers(captureStep(state.capture, last))) return [];
  return agent.consider(last, { topic: state.topic, attribute: state.attribute as Attribute | undefined }) ?? [];
}

/** The asks of one case's last turn, with every answer considered. */
function examplesOf(agent: ValeAgent, visitorCase: VisitorCase): AskExample[] {
  const considered = consideredLast(agent, visitorCase);
  return considered.map(({ ranked }) => ({
    candidates: ranked.map(({ item, features }) => ({ features, right: isRight(visitorCase, item.reply, considered.length) })),
  }));
}

/**
 * The curated answers' own questions, asked as written, and the other ways visitors ask them: each is
 * surely answered by its own chunk (or one with the same answer). They teach the ranker what fits, beside
 * the visitors' cases.
 */
function ownQuestionExamples(model: ConfidenceModel, phrasings: PhrasingIndex): AskExample[] {
  const curated = curatedOf(buildKnowledge());
  const foldOf = dealt(curated.length, 0);
  const examples: AskExample[] = [];
  // Each question is asked of an agent that does not know it as a phrasing: it is asked as if new.
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const held = curated.filter((_, i) => foldOf[i] === fold);
    const agent = createValeAgent(undefined, undefined, model, phrasings.without(new Set(held.map((chunk) => chunk.id))));
    for (const chunk of held) {
      for (const question of [chunk.question, ...(askedWays.get(chunk.id) ?? [])]) {
        const considered = agent.consider(question) ?? [];
        if (considered.length !== 1) continue;
        examples.push({ candidates: considered[0].ranked.map(({ item, features }) => ({ features, right: item.chunk.answer === chunk.answer })) });
      }
    }
  }
  return examples;
}

const dot = (weights: readonly number[], values: readonly number[]) => values.reduce((sum, value, i) => sum + value * weights[i], 0);
const rounded = (weights: readonly number[]) => weights.map((weight) => Math.round(weight * 1e4) / 1e4);

/** The ranker: a softmax over each ask's candidates, fitted so the right ones get the largest share. */
function fitRanker(asks: readonly AskExample[]): number[] {
  const usable = asks.filter((ask) => ask.candidates.some((c) => c.right) && ask.candidates.some((c) => !c.right));
  const size = FEATURE_NAMES.length;
  const weights = Array<number>(size).fill(0);
  for (let step = 0; step < STEPS; step += 1) {
    const gradient = Array<number>(size).fill(0);
    for (const { candidates } of usable) {
      const scores = candidates.map((candidate) => dot(weights, candidate.features));
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const total = exps.reduce((sum, value) => sum + value, 0);
      const rightTotal = exps.reduce((sum, value, i) => sum + (candidates[i].right ? value : 0), 0);
      candidates.forEach((candidate, i) => {
        const share = exps[i] / total - (candidate.right ? exps[i] / rightTotal : 0);
        for (let f = 0; f < size; f += 1) gradient[f] += share * candidate.features[f];
      });
    }
    for (let f = 0; f < size; f += 1) weights[f] -= LEARNING_RATE * (gradient[f] / usable.length + L2 * weights[f]);
  }
  return rounded(weights);
}

/** The confidence: a logistic model of whether the ranker's best candidate is right. */
function fitSure(rows: ReadonlyArray<{ features: number[]; right: boolean }>): number[] {
  const size = rows[0]?.features.length ?? 0;
  const weights = Array<number>(size).fill(0);
  const positives = rows.filter((row) => row.right).length;
  // Each class weighs half, so neither drowns the other.
  const classWeight = (right: boolean) => rows.length / (2 * Math.max(right ? positives : rows.length - positives, 1));
  for (let step = 0; step < STEPS; step += 1) {
    const gradient = Array<number>(size).fill(0);
    for (const { features, right } of rows) {
      const error = (1 / (1 + Math.exp(-dot(weights, features))) - (right ? 1 : 0)) * classWeight(right);
      for (let f = 0; f < size; f += 1) gradient[f] += error * features[f];
    }
    for (let f = 0; f < size; f += 1) weights[f] -= LEARNING_RATE * (gradient[f] / rows.length + (f === 0 ? 0 : L2 * weights[f]));
  }
  return rounded(weights);
}

type Outcome = { sureness: number; answered: Verdict; heldBack: Verdict };

/** How each case ends if its last answer is given, and how sure Vale is of it; one replay serves every cut-off. */
function replay(model: Omit<ConfidenceModel, 'cutoff'>, cases: readonly VisitorCase[], phrasings: PhrasingIndex): Outcome[] {
  const agent = createValeAgent(undefined, undefined, { ...model, cutoff: 0 }, phrasings);
  return cases.map((visitorCase) => {
    const result = runCase(agent, visitorCase);
    const heldBack: Verdict = visitorCase.unknown ? 'correct' : 'unknown';
    return { sureness: result.confidence ?? Number.POSITIVE_INFINITY, answered: result.verdict, heldBack };
  });
}

/** The lowest cut-off at which at most `share` of the cases are answered wrongly. */
function chooseCutoff(outcomes: readonly Outcome[], share = MAX_WRONG_SHARE) {
  const at = (cutoff: number) => {
    const counts = { total: outcomes.length, correct: 0, unknown: 0, wrong: 0 };
    for (const outcome of outcomes) counts[outcome.sureness >= cutoff ? outcome.answered : outcome.heldBack] += 1;
    return counts;
  };
  let chosen = { cutoff: 0.99, result: at(0.99) };
  for (let cutoff = 0.99; cutoff >= 0.01; cutoff = Math.round((cutoff - 0.01) * 1000) / 1000) {
    const result = at(cutoff);
    if (result.wrong > share * result.total) break;
    chosen = { cutoff, result };
  }
  return chosen;
}

/** Both models fitted on some cases' asks and the curated answers' own questions. */
function fitModels(caseAsks: readonly AskExample[][], own: readonly AskExample[], base: ConfidenceModel): Omit<ConfidenceModel, 'cutoff'> {
  const visitorAsks = caseAsks.flat();
  const rankWeights = fitRanker([...visitorAsks, ...own]);
  const ranker = { ...base, rankWeights };
  // The confidence is learned from visitors' questions only: asked as written, every curated answer looks sure.
  const sureRows = visitorAsks
    .filter((ask) => ask.candidates.length > 0)
    .map((ask) => {
      const ranked = rank(ask.candidates.map((candidate) => ({ item: candidate, features: candidate.features })), ranker);
      return { features: sureFeatures(ranked), right: ranked[0].item.right };
    });
  return { features: FEATURE_NAMES, rankWeights, sureWeights: fitSure(sureRows) };
}

/**
 * How sure Vale would be of each case with models that never saw it: the cases are dealt into FOLDS
 * groups, and each group is replayed with models fitted on the others. A cut-off chosen on these holds for
 * questions not seen in training; one chosen on the cases the models were fitted on is too low.
 */
function heldOutOutcomes(caseAsks: readonly AskExample[][], own: readonly AskExample[], base: ConfidenceModel, phrasings: PhrasingIndex): Outcome[] {
  const outcomes: Outcome[] = [];
  // Dealt REPEATS times, each a different way, so the cut-off does not hang on one split.
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    const foldOf = dealt(caseAsks.length, repeat);
    for (let fold = 0; fold < FOLDS; fold += 1) {
      const inFold = (i: number) => foldOf[i] === fold;
      const models = fitModels(caseAsks.filter((_, i) => !inFold(i)), own, base);
      const held = developmentCases.filter((_, i) => inFold(i));
      outcomes.push(...replay(models, held, phrasings.without(new Set(held.map((visitorCase) => visitorCase.id)))));
    }
  }
  return outcomes;
}

/** Each case's fold in one dealing: a fixed shuffle per repeat, so training writes the same model every time. */
function dealt(count: number, repeat: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  let seed = 2_654_435_761 * (repeat + 1);
  for (let i = count - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const folds = Array<number>(count);
  order.forEach((caseIndex, position) => (folds[caseIndex] = position % FOLDS));
  return folds;
}

/** A model trained for other features, carried over by feature name: what it knew still counts, a new feature starts at 0. */
function carriedOver(old: ConfidenceModel): ConfidenceModel {
  if (old.features.join() === FEATURE_NAMES.join()) return old;
  const byName = (weights: readonly number[], names: readonly string[]) => (name: string) => weights[names.indexOf(name)] ?? 0;
  const rankOf = byName(old.rankWeights, old.features);
  const sureOf = byName(old.sureWeights, [...old.features, 'share', 'lead']);
  return {
    features: FEATURE_NAMES,
    rankWeights: FEATURE_NAMES.map(rankOf),
    sureWeights: [...FEATURE_NAMES, 'share', 'lead'].map(sureOf),
    cutoff: old.cutoff,
  };
}

/** At most this many answers may state what a question asked for it to teach which answer fits it; more, and its facts are too common to tell. */
const MAX_PHRASING_ANSWERS = 24;

/**
 * The development cases' questions as Vale reads them in their chats, each with every answer that states
 * what it asked: the known questions a new one is compared with (server/chat/vale/phrasings.ts).
 */
function phrasingsOf(agent: ValeAgent, cases: readonly VisitorCase[], chunks: readonly KnowledgeChunk[]): KnownPhrasing[] {
  const replies = chunks.map((chunk) => ({ id: chunk.id, answer: resolvePlaceholders(chunk.answer) }));
  return cases.flatMap((visitorCase) => {
    const considered = consideredLast(agent, visitorCase);
    return considered.flatMap(({ ask }) => {
      const answers = visitorCase.unknown ? [] : replies.filter((chunk) => isRight(visitorCase, chunk.answer, considered.length)).map((chunk) => chunk.id);
      if (!visitorCase.unknown && (answers.length === 0 || answers.length > MAX_PHRASING_ANSWERS)) return [];
      return [{ text: ask.query, answers, source: visitorCase.id }];
    });
  });
}

let model = carriedOver(confidenceModel);
let phrasings: KnownPhrasing[] = [];
const knowledge = buildKnowledge();
const everyChunk = [...knowledge, ...passageKnowledge()];
/** What the agent knows: the curated answers' own questions and these visitors' questions. */
const knownWith = (visitors: readonly KnownPhrasing[]) => new PhrasingIndex(knownQuestions(curatedOf(knowledge), everyChunk, visitors, askedWays));
let summary = '';
for (let round = 1; round <= ROUNDS; round += 1) {
  phrasings = phrasingsOf(createValeAgent(undefined, undefined, model, knownWith(phrasings)), developmentCases, everyChunk);
  const index = knownWith(phrasings);
  const own = ownQuestionExamples(model, index);
  // Each case's answers are considered by an agent that never saw the case's own question.
  const foldOf = dealt(developmentCases.length, 0);
  const caseAsks: AskExample[][] = Array.from({ length: developmentCases.length }, () => []);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const held = new Set(developmentCases.filter((_, i) => foldOf[i] === fold).map((visitorCase) => visitorCase.id));
    const agent = createValeAgent(undefined, undefined, model, index.without(held));
    developmentCases.forEach((visitorCase, i) => {
      if (foldOf[i] === fold) caseAsks[i] = examplesOf(agent, visitorCase);
    });
  }
  const fitted = fitModels(caseAsks, own, model);
  // The cut-off is chosen on held-out folds in the last round only: the earlier ones settle the context follow-ups carry.
  const last = round === ROUNDS;
  const outcomes = last ? heldOutOutcomes(caseAsks, own, model, index) : replay(fitted, developmentCases, index);
  const { cutoff, result } = chooseCutoff(outcomes);
  if (last) {
    // What other shares of wrong answers would cost, for the decision record.
    for (const share of [0.01, 0.015, 0.02, 0.03]) {
      const other = chooseCutoff(outcomes, share);
      console.log(`  at most ${share * 100}% wrong: cut-off ${other.cutoff}, ${other.result.correct} correct, ${other.result.wrong} wrong of ${other.result.total}`);
    }
  }
  model = { ...fitted, cutoff };
  const asks = caseAsks.flat().length + own.length;
  const how = last ? 'chosen on held-out folds' : 'on the cases fitted';
  summary = `${developmentCases.length} development cases and the curated answers' own questions (${asks} asks); cut-off ${cutoff}, ${how}: ${result.correct} correct, ${result.unknown} "I don't know", ${result.wrong} wrong`;
  console.log(`Round ${round}: ${summary}`);
}

// Answer ids are listed once and referred to by their place: each is named by many questions.
const answerIds = [...new Set(phrasings.flatMap((phrasing) => phrasing.answers))];
const placeOf = new Map(answerIds.map((id, i) => [id, i]));
writeFileSync(
  resolve(import.meta.dirname, '../server/chat/vale/known-phrasings.ts'),
  `// Written by \`npm run train:chat\` (scripts/train-chat.ts) from the development half of the evaluation; do not edit by hand.
// Each row: the question as Vale read it, the places in ANSWERS of the answers that state what it asked (none: the site has no answer), its case.
import type { KnownPhrasing } from './phrasings';

const ANSWERS: readonly string[] = ${JSON.stringify(answerIds, null, 2)};

const ROWS: ReadonlyArray<readonly [string, readonly number[], string]> = [
${phrasings.map((phrasing) => `  ${JSON.stringify([phrasing.text, phrasing.answers.map((id) => placeOf.get(id)), phrasing.source])},`).join('\n')}
];

export const knownPhrasings: readonly KnownPhrasing[] = ROWS.map(([text, answers, source]) => ({ text, answers: answers.map((place) => ANSWERS[place]), source }));
`,
);

const file = resolve(import.meta.dirname, '../server/chat/vale/confidence-model.ts');
const listed = (weights: readonly number[], names: readonly string[]) => weights.map((weight, i) => `    ${weight}, // ${names[i]}`).join('\n');
writeFileSync(
  file,
  `// Written by \`npm run train:chat\` (scripts/train-chat.ts); do not edit by hand.
// Trained on ${summary}.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
${listed(model.rankWeights, FEATURE_NAMES)}
  ],
  sureWeights: [
${listed(model.sureWeights, [...FEATURE_NAMES, 'share', 'lead'])}
  ],
  cutoff: ${model.cutoff},
};
`,
);
console.log(`Wrote ${file}`);
