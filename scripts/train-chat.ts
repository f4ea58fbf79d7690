/**
 * npm run train:chat: learns which answer fits and how sure Vale can be of it. Every answer Vale considers
 * for the development half's questions (never the test half's) is labelled by whether it states the
 * expected facts (train-chat/examples.ts); a softmax ranker and a logistic confidence over their features
 * (server/chat/vale/features.ts) are fitted to those labels (train-chat/fitting.ts), and the cut-off set to
 * the lowest at which at most MAX_WRONG_SHARE of development cases get a wrong answer from models fitted
 * without them (train-chat/folds.ts, train-chat/cutoff.ts).
 * Writes server/chat/vale/confidence-model.ts and the known questions, server/chat/vale/known-phrasings.ts
 * (train-chat/model-files.ts). Run it after changing the features, the knowledge or the cases.
 */
import { createValeAgent } from '../server/chat/vale/agent';
import { askedWays } from '../server/chat/vale/asked-ways';
import { curatedOf } from '../server/chat/vale/candidates';
import type { ConfidenceModel } from '../server/chat/vale/confidence';
import { confidenceModel } from '../server/chat/vale/confidence-model';
import { developmentCases } from '../server/chat/vale/eval/halves';
import { buildKnowledge } from '../server/chat/vale/knowledge';
import { passageKnowledge } from '../server/chat/vale/knowledge/passages';
import { knownQuestions, PhrasingIndex, type KnownPhrasing } from '../server/chat/vale/phrasings';
import { chooseCutoff } from './train-chat/cutoff';
import { caseExamples, ownQuestionExamples } from './train-chat/examples';
import { fitModels } from './train-chat/fitting';
import { heldOutOutcomes, replay } from './train-chat/folds';
import { phrasingsOf } from './train-chat/known-questions';
import { carriedOver, writeModelFiles } from './train-chat/model-files';

/** Passes of train-then-replay: the context a follow-up continues depends on the answers before it. */
const ROUNDS = 2;

/** What the cut-off would be, and give, for other shares of wrong answers: for the decision record. */
const REPORTED_SHARES = [0.01, 0.015, 0.02, 0.03];

function train(): { model: ConfidenceModel; phrasings: KnownPhrasing[]; summary: string } {
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
    const caseAsks = caseExamples(developmentCases, model, index);
    const fitted = fitModels(caseAsks, own, model);
    // The cut-off is chosen on held-out folds in the last round only: the earlier ones settle the context follow-ups carry.
    const last = round === ROUNDS;
    const outcomes = last ? heldOutOutcomes(developmentCases, caseAsks, own, model, index) : replay(fitted, developmentCases, index);
    const { cutoff, result } = chooseCutoff(outcomes);
    if (last) {
      for (const share of REPORTED_SHARES) {
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
  return { model, phrasings, summary };
}

const { model, phrasings, summary } = train();
console.log(`Wrote ${writeModelFiles(model, phrasings, summary)}`);
