/** Cases replayed with a model and no cut-off: how each would end if its last answer were given or held back. */
import { createValeAgent } from '../../server/chat/vale/agent';
import type { ConfidenceModel } from '../../server/chat/vale/confidence';
import { runCase, tally, type Verdict } from '../../server/chat/vale/eval/score';
import type { VisitorCase } from '../../server/chat/vale/eval/visitor-case';
import type { PhrasingIndex } from '../../server/chat/vale/phrasings';
import { justAbove, steppedCutoff, type Outcome } from './cutoff';

/** How each case ends if its last answer is given, and how sure Vale is of it; one replay serves every cut-off. */
export function replay(model: Omit<ConfidenceModel, 'cutoff'>, cases: readonly VisitorCase[], phrasings: PhrasingIndex): Outcome[] {
  const agent = createValeAgent(undefined, undefined, { ...model, cutoff: 0 }, phrasings);
  return cases.map((visitorCase) => {
    const result = runCase(agent, visitorCase);
    const heldBack: Verdict = visitorCase.unknown ? 'correct' : 'unknown';
    return { sureness: result.confidence ?? Number.POSITIVE_INFINITY, answered: result.verdict, heldBack, ...(result.card ? { card: true } : {}) };
  });
}

/**
 * The cut-off `from` (chosen on a replay), raised a step at a time until the cases played as a visitor
 * meets them give at most `share` wrong: the replay answers a conversation's earlier turns however unsure,
 * so at the cut-off a conversation can go otherwise.
 */
/**
 * The card cut-off `from` (chosen on replays), raised past one more card's answer at a time (`sureness`: how
 * sure the replays were of each) until, played as a visitor meets them, no set of `halves` gets more wrong
 * answers than at the model's cut-off alone; never above it.
 */
export function settledCardCutoff(model: ConfidenceModel, halves: ReadonlyArray<readonly VisitorCase[]>, phrasings: PhrasingIndex, from: number, sureness: readonly number[]) {
  const played = (cardCutoff: number) => {
    const agent = createValeAgent(undefined, undefined, { ...model, cardCutoff }, phrasings);
    return halves.map((cases) => tally(cases.map((visitorCase) => runCase(agent, visitorCase))).all);
  };
  const without = played(model.cutoff);
  const past = (cutoff: number) => {
    const next = Math.min(...sureness.filter((value) => value >= cutoff), model.cutoff);
    return Math.max(justAbove(next), steppedCutoff(cutoff, 1));
  };
  for (let cardCutoff = from; cardCutoff < model.cutoff; cardCutoff = past(cardCutoff)) {
    const results = played(cardCutoff);
    if (results.every((all, i) => all.wrong <= without[i].wrong)) return { cardCutoff, results };
  }
  return { cardCutoff: model.cutoff, results: without };
}

export function settledCutoff(model: Omit<ConfidenceModel, 'cutoff'>, cases: readonly VisitorCase[], phrasings: PhrasingIndex, from: number, share: number) {
  for (let cutoff = from; ; cutoff = steppedCutoff(cutoff, 1)) {
    const agent = createValeAgent(undefined, undefined, { ...model, cutoff }, phrasings);
    const { all } = tally(cases.map((visitorCase) => runCase(agent, visitorCase)));
    if (all.wrong <= share * all.total || cutoff >= 1) return { cutoff, result: all };
  }
}
