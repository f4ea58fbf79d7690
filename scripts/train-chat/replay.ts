/** Cases replayed with a model and no cut-off: how each would end if its last answer were given or held back. */
import { createValeAgent } from '../../server/chat/vale/agent';
import type { ConfidenceModel } from '../../server/chat/vale/confidence';
import { runCase, type Verdict } from '../../server/chat/vale/eval/score';
import type { VisitorCase } from '../../server/chat/vale/eval/visitor-case';
import type { PhrasingIndex } from '../../server/chat/vale/phrasings';
import type { Outcome } from './cutoff';

/** How each case ends if its last answer is given, and how sure Vale is of it; one replay serves every cut-off. */
export function replay(model: Omit<ConfidenceModel, 'cutoff'>, cases: readonly VisitorCase[], phrasings: PhrasingIndex): Outcome[] {
  const agent = createValeAgent(undefined, undefined, { ...model, cutoff: 0 }, phrasings);
  return cases.map((visitorCase) => {
    const result = runCase(agent, visitorCase);
    const heldBack: Verdict = visitorCase.unknown ? 'correct' : 'unknown';
    return { sureness: result.confidence ?? Number.POSITIVE_INFINITY, answered: result.verdict, heldBack };
  });
}
