/**
 * Fitting Vale's two models (server/chat/vale/confidence.ts) to labelled examples: a softmax ranker over
 * each ask's candidate answers, and a logistic confidence of whether the ranker's best answer is right.
 */
import { withAgreement } from '../../server/chat/vale/agreement';
import { rank, sureFeatures, type ConfidenceModel } from '../../server/chat/vale/confidence';
import { FEATURE_NAMES } from '../../server/chat/vale/features';

const L2 = 0.003;
const STEPS = 1500;
const LEARNING_RATE = 0.5;

/** One ask of a development case: each candidate's features and whether it is right. */
export interface AskExample {
  candidates: Array<{ features: number[]; right: boolean; reply: string }>;
}

const dot = (weights: readonly number[], values: readonly number[]) => values.reduce((sum, value, i) => sum + value * weights[i], 0);
const rounded = (weights: readonly number[]) => weights.map((weight) => Math.round(weight * 1e4) / 1e4);

/** The ranker: a softmax over each ask's candidates, fitted so the right ones get the largest share. */
export function fitRanker(asks: readonly AskExample[]): number[] {
  const usable = asks.filter((ask) => ask.candidates.some((c) => c.right) && ask.candidates.some((c) => !c.right));
  const size = FEATURE_NAMES.length;
  const weights = Array<number>(size).fill(0);
  for (let step = 0; step < STEPS; step += 1) {
    const gradient = Array<number>(size).fill(0);
    for (const { candidates } of usable) {
      const scores = candidates.map((candidate) => dot(weights, candidate.features));
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const total = exps.reduce((sum, value) => sum + value, 0);
      const rightTotal = exps.reduce((sum, value, i) => sum + (candidates[i].right ? value : 0), 0);
      candidates.forEach((candidate, i) => {
        const share = exps[i] / total - (candidate.right ? exps[i] / rightTotal : 0);
        for (let f = 0; f < size; f += 1) gradient[f] += share * candidate.features[f];
      });
    }
    for (let f = 0; f < size; f += 1) weights[f] -= LEARNING_RATE * (gradient[f] / usable.length + L2 * weights[f]);
  }
  return rounded(weights);
}

/** The confidence: a logistic model of whether the ranker's best candidate is right. */
export function fitSure(rows: ReadonlyArray<{ features: number[]; right: boolean }>): number[] {
  const size = rows[0]?.features.length ?? 0;
  const weights = Array<number>(size).fill(0);
  const positives = rows.filter((row) => row.right).length;
  // Each class weighs half, so neither drowns the other.
  const classWeight = (right: boolean) => rows.length / (2 * Math.max(right ? positives : rows.length - positives, 1));
  for (let step = 0; step < STEPS; step += 1) {
    const gradient = Array<number>(size).fill(0);
    for (const { features, right } of rows) {
      const error = (1 / (1 + Math.exp(-dot(weights, features))) - (right ? 1 : 0)) * classWeight(right);
      for (let f = 0; f < size; f += 1) gradient[f] += error * features[f];
    }
    for (let f = 0; f < size; f += 1) weights[f] -= LEARNING_RATE * (gradient[f] / rows.length + (f === 0 ? 0 : L2 * weights[f]));
  }
  return rounded(weights);
}

/** Both models fitted on some cases' asks and the curated answers' own questions. */
export function fitModels(caseAsks: readonly AskExample[][], own: readonly AskExample[], base: ConfidenceModel): Omit<ConfidenceModel, 'cutoff'> {
  const visitorAsks = caseAsks.flat();
  const rankWeights = fitRanker([...visitorAsks, ...own]);
  const ranker = { ...base, rankWeights };
  // The confidence is learned from visitors' questions only: asked as written, every curated answer looks sure.
  const sureRows = visitorAsks
    .filter((ask) => ask.candidates.length > 0)
    .map((ask) => {
      const ranked = rank(ask.candidates.map((candidate) => ({ item: candidate, features: candidate.features })), ranker);
      return { features: sureFeatures(withAgreement(ranked, (candidate) => candidate.reply)), right: ranked[0].item.right };
    });
  return { features: FEATURE_NAMES, rankWeights, sureWeights: fitSure(sureRows) };
}
