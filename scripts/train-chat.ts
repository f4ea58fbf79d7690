/**
 * npm run train:chat: learns which answer fits and how sure Vale can be of it. Every answer Vale considers
 * for the development half's questions (never the test half's) is labelled by whether it states the
 * expected facts (train-chat/examples.ts); a softmax ranker and a logistic confidence over their features
 * (server/chat/vale/features.ts) are fitted to those labels (train-chat/fitting.ts), and the cut-off set to
 * the lowest at which at most MAX_WRONG_SHARE of the validation cases, never trained on and written by
 * other writers, get a wrong answer, and of the development cases too (train-chat/replay.ts, train-chat/cutoff.ts);
 * the cards' cut-off below it, as low as adds no wrong answer on either.
 * Writes server/chat/vale/confidence-model.ts and the known questions, server/chat/vale/known-phrasings.ts
 * (train-chat/model-files.ts). Run it after changing the features, the knowledge or the cases.
 * With --cutoff-only, the model and the known questions stay as they are and only the cut-off is chosen
 * again: after a change in how Vale reads questions that moves its sureness but calls for no refitting.
 */
import { parseArgs } from 'node:util';
import { createValeAgent, knownQuestionIndex } from '../server/chat/vale/agent';
import type { ConfidenceModel } from '../server/chat/vale/confidence';
import { confidenceModel } from '../server/chat/vale/confidence-model';
import { knownPhrasings } from '../server/chat/vale/known-phrasings';
import { developmentCases, validationCases } from '../server/chat/vale/eval/halves';
import { buildKnowledge } from '../server/chat/vale/knowledge';
import { passageKnowledge } from '../server/chat/vale/knowledge/passages';
import type { KnownPhrasing, PhrasingIndex } from '../server/chat/vale/phrasings';
import type { Tally } from '../server/chat/vale/eval/score';
import { chooseCardCutoff, chooseCutoff, MAX_WRONG_SHARE, type Outcome } from './train-chat/cutoff';
import { caseExamples, ownQuestionExamples } from './train-chat/examples';
import { fitModels } from './train-chat/fitting';
import { phrasingsOf } from './train-chat/known-questions';
import { carriedOver, writeModelFiles } from './train-chat/model-files';
import { replay, settledCardCutoff, settledCutoff } from './train-chat/replay';

/** Passes of train-then-replay: the context a follow-up continues depends on the answers before it. */
const ROUNDS = 2;

/** What the cut-off would be, and give, for other shares of wrong answers: for the decision record. */
const REPORTED_SHARES = [0.01, 0.015, 0.02, 0.03];

type Trained = { model: ConfidenceModel; phrasings: readonly KnownPhrasing[]; summary: string };

const knowledge = buildKnowledge();
const passages = passageKnowledge();
const everyChunk = [...knowledge, ...passages];
/** What the agent knows: the curated answers' own questions and these visitors' questions. */
const knownWith = (visitors: readonly KnownPhrasing[]) => knownQuestionIndex(knowledge, passages, visitors);

const counted = (result: Tally) => `${result.correct} correct, ${result.unknown} "I don't know", ${result.wrong} wrong`;

/**
 * The lowest cut-off at which at most MAX_WRONG_SHARE of the validation cases, and of the development cases too,
 * are answered wrongly, and what it gives on validation. Readings fixed by looking at validation's wrong
 * answers leave fewer there than new questions will meet; the development half, as large again, keeps the
 * cut-off from falling on that alone.
 */
function cutoffOnValidation(model: Omit<ConfidenceModel, 'cutoff'>, index: PhrasingIndex) {
  const outcomes = replay(model, validationCases, index);
  const developmentOutcomes = replay(model, developmentCases, index);
  for (const share of REPORTED_SHARES) {
    const other = chooseCutoff(outcomes, share);
    console.log(`  at most ${share * 100}% wrong: cut-off ${other.cutoff}, ${other.result.correct} correct, ${other.result.wrong} wrong of ${other.result.total}`);
  }
  const onValidation = settledCutoff(model, validationCases, index, chooseCutoff(outcomes, MAX_WRONG_SHARE).cutoff, MAX_WRONG_SHARE);
  const onDevelopment = settledCutoff(model, developmentCases, index, chooseCutoff(developmentOutcomes, MAX_WRONG_SHARE).cutoff, MAX_WRONG_SHARE);
  console.log(`  validation alone: cut-off ${onValidation.cutoff}; development alone: cut-off ${onDevelopment.cutoff} (${counted(onDevelopment.result)})`);
  // Validation, replayed again only when development holds the cut-off higher.
  const { cutoff, result } =
    onDevelopment.cutoff > onValidation.cutoff ? settledCutoff(model, validationCases, index, onDevelopment.cutoff, MAX_WRONG_SHARE) : onValidation;
  // The replays answer every case (no cut-off), so the cards' cut-off is chosen on them too.
  const replays = [outcomes, developmentOutcomes];
  return { cutoff, replays, gives: `on the ${validationCases.length} validation cases (and at most ${MAX_WRONG_SHARE * 100}% wrong on development): ${counted(result)}` };
}

/**
 * The cut-off for cards' answers (KnowledgeChunk.card): the lowest, at most the model's cut-off, at which
 * neither validation nor development gets a wrong answer more than at the cut-off, and what it gives on each.
 * `outcomes` are both halves' replays, in that order.
 */
function cardCutoffOf(model: ConfidenceModel, index: PhrasingIndex, outcomes: readonly Outcome[][]) {
  const halves = [validationCases, developmentCases];
  const from = Math.max(...outcomes.map((each) => chooseCardCutoff(each, model.cutoff).cutoff));
  const cardSureness = outcomes.flat().filter((outcome) => outcome.card).map((outcome) => outcome.sureness);
  const { cardCutoff, results } = settledCardCutoff(model, halves, index, from, cardSureness);
  console.log(`  card cut-off on the replays: ${from}`);
  const gives = `card cut-off ${cardCutoff} (validation: ${counted(results[0])}; development: ${counted(results[1])})`;
  console.log(`  ${gives}`);
  return { cardCutoff, gives };
}

function train(): Trained {
  let model = carriedOver(confidenceModel);
  let phrasings: KnownPhrasing[] = [];
  let summary = '';
  for (let round = 1; round <= ROUNDS; round += 1) {
    phrasings = phrasingsOf(createValeAgent(undefined, undefined, model, knownWith(phrasings)), developmentCases, everyChunk);
    const index = knownWith(phrasings);
    const own = ownQuestionExamples(model, index);
    const caseAsks = caseExamples(developmentCases, model, index);
    const fitted = fitModels(caseAsks, own, model);
    const asks = caseAsks.flat().length + own.length;
    const trainedOn = `${developmentCases.length} development cases and the curated answers' own questions (${asks} asks)`;
    if (round === ROUNDS) {
      const { cutoff, gives, replays } = cutoffOnValidation(fitted, index);
      const card = cardCutoffOf({ ...fitted, cutoff }, index, replays);
      model = { ...fitted, cutoff, cardCutoff: card.cardCutoff };
      summary = `${trainedOn}; cut-off ${cutoff}, chosen ${gives}; ${card.gives}`;
    } else {
      // The earlier rounds settle the context follow-ups carry, with a cut-off on the cases fitted.
      const { cutoff, result } = chooseCutoff(replay(fitted, developmentCases, index));
      model = { ...fitted, cutoff };
      summary = `${trainedOn}; cut-off ${cutoff}, on the cases fitted: ${counted(result)}`;
    }
    console.log(`Round ${round}: ${summary}`);
  }
  return { model, phrasings, summary };
}

/** The model and known questions as they are, with the cut-off chosen again. */
function chooseCutoffOnly(): Trained {
  const index = knownWith(knownPhrasings);
  // The cut-off is chosen as for every answer; the cards' own then below it.
  const { cutoff, gives, replays } = cutoffOnValidation({ ...confidenceModel, cardCutoff: undefined }, index);
  const card = cardCutoffOf({ ...confidenceModel, cutoff }, index, replays);
  const summary = `${developmentCases.length} development cases when last fitted; cut-off ${cutoff}, chosen again without refitting ${gives}; ${card.gives}`;
  console.log(summary);
  return { model: { ...confidenceModel, cutoff, cardCutoff: card.cardCutoff }, phrasings: knownPhrasings, summary };
}

const { values } = parseArgs({ options: { 'cutoff-only': { type: 'boolean' } } });
const { model, phrasings, summary } = values['cutoff-only'] ? chooseCutoffOnly() : train();
console.log(`Wrote ${writeModelFiles(model, phrasings, summary)}`);
