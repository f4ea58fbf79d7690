/**
 * Which answer fits an ask best, and how sure Vale can be of it: two small models over the features of
 * ./features.ts, both learned from the development half of the evaluation (`npm run train:chat` writes
 * ./confidence-model.ts). A ranker scores each candidate; a softmax over the scores says how clearly the
 * best one stands out. A logistic model over the best one's features, that share, its lead over the next
 * and the next one's features gives the confidence; candidates that agree with the best one count with it
 * (./agreement.ts). Under the cut-off (chosen by the trainer for a share of wrong answers on the
 * development half) Vale says what it knows and offers the team instead.
 */
import { FEATURE_NAMES } from './features';

export interface ConfidenceModel {
  /** The features both weight lists are in the order of (FEATURE_NAMES when trained). */
  features: readonly string[];
  /** How much each feature counts toward a candidate's rank. */
  rankWeights: readonly number[];
  /** How much each feature of the best candidate, then its share and its lead, counts toward confidence. */
  sureWeights: readonly number[];
  /** Answers below this confidence are not given. */
  cutoff: number;
  /**
   * The cut-off for a card's answer (KnowledgeChunk.card), when the trainer found one lower that keeps as few
   * answers wrong: whether one feature, pack or industry is offered is a narrower claim than most answers make.
   */
  cardCutoff?: number;
}

/** The cut-offs an answer is held to. */
export type Cutoffs = Pick<ConfidenceModel, 'cutoff' | 'cardCutoff'>;

/** The confidence an answer from this chunk needs to be given. */
export function cutoffFor(chunk: { card?: true }, { cutoff, cardCutoff }: Cutoffs): number {
  return chunk.card && cardCutoff !== undefined ? Math.min(cardCutoff, cutoff) : cutoff;
}

const dot = (weights: readonly number[], values: readonly number[]) => values.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0);
const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

export interface Ranked<T> {
  item: T;
  features: number[];
  score: number;
  /** Its share of the softmax over every candidate's score. */
  share: number;
}

/** Candidates best first, each with its rank score and share. */
export function rank<T>(candidates: ReadonlyArray<{ item: T; features: number[] }>, model: ConfidenceModel): Array<Ranked<T>> {
  const scored = candidates.map((candidate) => ({ ...candidate, score: dot(model.rankWeights, candidate.features) }));
  const top = Math.max(...scored.map((candidate) => candidate.score));
  const total = scored.reduce((sum, candidate) => sum + Math.exp(candidate.score - top), 0);
  return scored.map((candidate) => ({ ...candidate, share: Math.exp(candidate.score - top) / total })).sort((a, b) => b.score - a.score);
}

/**
 * What the confidence model reads: the best candidate's features, its share and its lead over the next, and
 * the next one's features (all 0 when there is none), so it can tell a strong rival from a weak one.
 */
export function sureFeatures(ranked: ReadonlyArray<Ranked<unknown>>): number[] {
  const [best, next] = ranked;
  if (!best) return [];
  return [...best.features, best.share, Math.min(best.score - (next?.score ?? best.score - 10), 10) / 10, ...(next?.features ?? best.features.map(() => 0))];
}

export function confidence(ranked: ReadonlyArray<Ranked<unknown>>, model: ConfidenceModel): number {
  return ranked.length === 0 ? 0 : sigmoid(dot(model.sureWeights, sureFeatures(ranked)));
}

/** A model trained for another list of features would weigh the wrong numbers. */
export function checkModel(model: ConfidenceModel): void {
  if (model.features.join() !== FEATURE_NAMES.join()) {
    throw new Error('The chat confidence model was trained on other features: run `npm run train:chat`.');
  }
}
