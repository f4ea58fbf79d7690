/**
 * Candidates that say the same thing as the best one are no rivals to it: two wordings of "prices are in
 * USD" split the ranker's softmax between them, and the confidence would read that as doubt. Before the
 * confidence is taken, the best candidate gets the shares of those that agree with it, and the next one is
 * the best that says something else.
 */
import type { Ranked } from './confidence';
import { statedTerms } from './text';

/** How much of two replies' content words they must share (of all either has) to say the same thing. */
export const AGREEMENT = 0.2;

/** The share of content words two replies have in common, of all the words either has. */
export function overlapOf(a: string, b: string): number {
  const first = statedTerms(a);
  const second = statedTerms(b);
  let both = 0;
  for (const term of second) if (first.has(term)) both += 1;
  const either = first.size + second.size - both;
  return either === 0 ? 0 : both / either;
}

/** The ranking as the confidence reads it: the best with the shares of those that agree with it, then the rest. */
export function withAgreement<T>(ranked: ReadonlyArray<Ranked<T>>, replyOf: (item: T) => string): Array<Ranked<T>> {
  const [best, ...others] = ranked;
  if (!best) return [];
  const bestReply = replyOf(best.item);
  const agrees = others.map((entry) => overlapOf(bestReply, replyOf(entry.item)) >= AGREEMENT);
  const share = others.reduce((sum, entry, i) => sum + (agrees[i] ? entry.share : 0), best.share);
  return [{ ...best, share }, ...others.filter((_, i) => !agrees[i])];
}
