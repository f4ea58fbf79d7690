/**
 * Cases dealt into folds: the examples of each fold are considered by an agent that does not know the
 * fold's own questions, so the models learn from answers found as they would be for a new question.
 */

/** Groups the questions are dealt into, each considered without its group's own questions known. */
export const FOLDS = 5;

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
