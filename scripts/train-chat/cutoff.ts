/** The confidence cut-off: the lowest at which few enough cases get a wrong answer. */
import type { Verdict } from '../../server/chat/vale/eval/score';

/**
 * The most development cases, each replayed with models that never saw it, a wrong answer may be given
 * to: 1%, the aim, since the answer-shape features made the held-out folds give more
 * right answers at 1% than they gave at 1.5% before (docs/decisions/0013-vale-learned-confidence.md).
 */
export const MAX_WRONG_SHARE = 0.01;

/** How a case ends if its last answer is given, how if it is held back, and how sure Vale is of it; one replay serves every cut-off. */
export type Outcome = { sureness: number; answered: Verdict; heldBack: Verdict };

/** How finely cut-offs are tried: a coarser step lands short of the share allowed, by up to a step's worth of right answers. */
const STEP = 0.001;

/** The lowest cut-off, in steps of STEP, at which at most `share` of the cases are answered wrongly. */
export function chooseCutoff(outcomes: readonly Outcome[], share = MAX_WRONG_SHARE) {
  const at = (cutoff: number) => {
    const counts = { total: outcomes.length, correct: 0, unknown: 0, wrong: 0 };
    for (const outcome of outcomes) counts[outcome.sureness >= cutoff ? outcome.answered : outcome.heldBack] += 1;
    return counts;
  };
  const highest = 1 - STEP;
  let chosen = { cutoff: highest, result: at(highest) };
  for (let cutoff = highest; cutoff >= STEP; cutoff = Math.round((cutoff - STEP) * 1e6) / 1e6) {
    const result = at(cutoff);
    if (result.wrong > share * result.total) break;
    chosen = { cutoff, result };
  }
  return chosen;
}
