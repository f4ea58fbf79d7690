/** Cases replayed with a model and no cut-off: how each would end if its last answer were given or held back. */
import { createValeAgent } from '../../server/chat/vale/agent';
import type { ConfidenceModel } from '../../server/chat/vale/confidence';
import { runCase, tally, type Verdict } from '../../server/chat/vale/eval/score';
import type { VisitorCase } from '../../server/chat/vale/eval/visitor-case';
import type { PhrasingIndex } from '../../server/chat/vale/phrasings';
import { steppedCutoff, type Outcome } from './cutoff';

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
 * The cut-off `from` (chosen on a replay), raised a step at a time until the cases played as a visitor
 * meets them give at most `share` wrong: the replay answers a conversation's earlier turns however unsure,
 * so at the cut-off a conversation can go otherwise.
 */
export function settledCutoff(model: Omit<ConfidenceModel, 'cutoff'>, cases: readonly VisitorCase[], phrasings: PhrasingIndex, from: number, share: number) {
  for (let cutoff = from; ; cutoff = steppedCutoff(cutoff, 1)) {
    const agent = createValeAgent(undefined, undefined, { ...model, cutoff }, phrasings);
    const { all } = tally(cases.map((visitorCase) => runCase(agent, visitorCase)));
    if (all.wrong <= share * all.total || cutoff >= 1) return { cutoff, result: all };
  }
}
