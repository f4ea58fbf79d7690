/**
 * Cases dealt into folds, and replayed with models that never saw them: a cut-off chosen on these holds
 * for questions not seen in training; one chosen on the cases the models were fitted on is too low.
 */
import { createValeAgent } from '../../server/chat/vale/agent';
import type { ConfidenceModel } from '../../server/chat/vale/confidence';
import { runCase, type Verdict } from '../../server/chat/vale/eval/score';
import type { VisitorCase } from '../../server/chat/vale/eval/visitor-case';
import type { PhrasingIndex } from '../../server/chat/vale/phrasings';
import type { Outcome } from './cutoff';
import { fitModels, type AskExample } from './fitting';

/** Groups the development cases are dealt into to choose the cut-off on questions each model has not seen. */
export const FOLDS = 5;
const REPEATS = 3;

/** Each case's fold in one dealing: a fixed shuffle per repeat, so training writes the same model every time. */
export function dealt(count: number, repeat: number): number[] {
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

/** How each case ends if its last answer is given, and how sure Vale is of it; one replay serves every cut-off. */
export function replay(model: Omit<ConfidenceModel, 'cutoff'>, cases: readonly VisitorCase[], phrasings: PhrasingIndex): Outcome[] {
  const agent = createValeAgent(undefined, undefined, { ...model, cutoff: 0 }, phrasings);
  return cases.map((visitorCase) => {
    const result = runCase(agent, visitorCase);
    const heldBack: Verdict = visitorCase.unknown ? 'correct' : 'unknown';
    return { sureness: result.confidence ?? Number.POSITIVE_INFINITY, answered: result.verdict, heldBack };
  });
}

/**
 * How sure Vale would be of each case with models that never saw it: the cases (`caseAsks[i]` holds the
 * asks of `cases[i]`) are dealt into FOLDS groups, and each group is replayed with models fitted on the
 * others, its own questions left out of those Vale knows.
 */
export function heldOutOutcomes(
  cases: readonly VisitorCase[],
  caseAsks: readonly AskExample[][],
  own: readonly AskExample[],
  base: ConfidenceModel,
  phrasings: PhrasingIndex,
): Outcome[] {
  const outcomes: Outcome[] = [];
  // Dealt REPEATS times, each a different way, so the cut-off does not hang on one split.
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    const foldOf = dealt(caseAsks.length, repeat);
    for (let fold = 0; fold < FOLDS; fold += 1) {
      const inFold = (i: number) => foldOf[i] === fold;
      const models = fitModels(caseAsks.filter((_, i) => !inFold(i)), own, base);
      const held = cases.filter((_, i) => inFold(i));
      outcomes.push(...replay(models, held, phrasings.without(new Set(held.map((visitorCase) => visitorCase.id)))));
    }
  }
  return outcomes;
}
