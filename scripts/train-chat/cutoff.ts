/** The confidence cut-off: the lowest at which few enough cases get a wrong answer. */
import type { Verdict } from '../../server/chat/vale/eval/score';

/**
 * The most validation cases a wrong answer may be given to: 1%, the issue's aim. Validation, never trained
 * on and written by other writers, stands for new visitors' questions better than held-out folds of the
 * development half did (docs/decisions/0013-vale-learned-confidence.md, 2026-12-04, evening).
 */
export const MAX_WRONG_SHARE = 0.01;

/**
 * How a case ends if its last answer is given, how if it is held back, how sure Vale is of it, and whether it
 * is a card's (held to the card cut-off); one replay serves every cut-off.
 */
export type Outcome = { sureness: number; answered: Verdict; heldBack: Verdict; card?: boolean };

/** How finely cut-offs are tried: a coarser step lands short of the share allowed, by up to a step's worth of right answers. */
const CUTOFF_STEP = 0.001;

/** The cut-off `steps` steps of CUTOFF_STEP away (down when negative), rounded so the steps do not drift. */
export const steppedCutoff = (cutoff: number, steps: number) => Math.round((cutoff + steps * CUTOFF_STEP) * 1e6) / 1e6;

/** How the cases end at a cut-off, with cards' answers held to `cardCutoff`. */
function endings(outcomes: readonly Outcome[], cutoff: number, cardCutoff = cutoff) {
  const counts = { total: outcomes.length, correct: 0, unknown: 0, wrong: 0 };
  for (const outcome of outcomes) counts[outcome.sureness >= (outcome.card ? cardCutoff : cutoff) ? outcome.answered : outcome.heldBack] += 1;
  return counts;
}

/** The lowest cut-off, in steps of CUTOFF_STEP, at which at most `share` of the cases are answered wrongly. */
export function chooseCutoff(outcomes: readonly Outcome[], share = MAX_WRONG_SHARE) {
  return lowestWithin(1 - CUTOFF_STEP, (cutoff) => endings(outcomes, cutoff), (result) => result.wrong > share * result.total);
}

/**
 * The lowest cut-off for cards' answers, at most `cutoff` (every other answer's), at which no more cases are
 * answered wrongly than at `cutoff`: the cards it lets through are all right, so what is given stays as sure.
 */
export function chooseCardCutoff(outcomes: readonly Outcome[], cutoff: number) {
  const wrongAtCutoff = endings(outcomes, cutoff).wrong;
  return lowestWithin(cutoff, (cardCutoff) => endings(outcomes, cutoff, cardCutoff), (result) => result.wrong > wrongAtCutoff);
}

/** The lowest cut-off on CUTOFF_STEP's grid above a sureness: the first that holds back an answer that sure. */
const STEPS_PER_UNIT = Math.round(1 / CUTOFF_STEP);
export const justAbove = (sureness: number) => steppedCutoff(Math.floor(sureness * STEPS_PER_UNIT) / STEPS_PER_UNIT, 1);

type Endings = ReturnType<typeof endings>;

/** Stepping down from `highest`, the last cut-off before the cases end with `tooMany` wrong. */
function lowestWithin(highest: number, at: (cutoff: number) => Endings, tooMany: (result: Endings) => boolean) {
  let chosen = { cutoff: highest, result: at(highest) };
  for (let cutoff = highest; cutoff >= CUTOFF_STEP; cutoff = steppedCutoff(cutoff, -1)) {
    const result = at(cutoff);
    if (tooMany(result)) break;
    chosen = { cutoff, result };
  }
  return chosen;
}
