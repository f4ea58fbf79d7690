import { confidence, rank } from '../../server/chat/vale/confidence';
import { confidenceModel } from '../../server/chat/vale/confidence-model';
import { FEATURE_NAMES } from '../../server/chat/vale/features';
import { fitModels, fitRanker, fitSure, type AskExample } from './fitting';

const size = FEATURE_NAMES.length;
/** A feature vector with the bias on and the given features set. */
const vector = (set: Record<number, number> = {}) => Array.from({ length: size }, (_, i) => (i === 0 ? 1 : (set[i] ?? 0)));

/** Asks whose right answer has feature 1 and whose wrong answers have feature 2. */
const asks: AskExample[] = Array.from({ length: 6 }, (_, i) => ({
  candidates: [
    { features: vector({ 2: 1, 3: i / 6 }), right: false, reply: 'Texts cost one price.' },
    { features: vector({ 1: 1, 3: 1 - i / 6 }), right: true, reply: 'Setup takes three business days.' },
    { features: vector({ 2: 0.5 }), right: false, reply: 'We are based in Houston.' },
  ],
}));

describe('fitting the ranker', () => {
  it('learns to put the right answer first', () => {
    const rankWeights = fitRanker(asks);
    expect(rankWeights).toHaveLength(size);
    expect(rankWeights[1]).toBeGreaterThan(rankWeights[2]);
    const model = { ...confidenceModel, rankWeights };
    for (const ask of asks) expect(rank(ask.candidates.map((item) => ({ item, features: item.features })), model)[0].item.right).toBe(true);
  });

  it('rounds weights to four decimals, so the model file stays readable', () => {
    for (const weight of fitRanker(asks)) expect(Math.round(weight * 1e4) / 1e4).toBe(weight);
  });
});

describe('fitting the confidence', () => {
  it('is surer of the rows like those that were right', () => {
    const rows = [
      ...Array.from({ length: 8 }, () => ({ features: [1, 1, 0], right: true })),
      ...Array.from({ length: 2 }, () => ({ features: [1, 0, 1], right: false })),
    ];
    const weights = fitSure(rows);
    const sureness = (features: number[]) => 1 / (1 + Math.exp(-features.reduce((sum, value, i) => sum + value * weights[i], 0)));
    expect(weights).toHaveLength(3);
    expect(sureness([1, 1, 0])).toBeGreaterThan(0.5);
    expect(sureness([1, 0, 1])).toBeLessThan(0.5);
  });
});

describe('fitting both models', () => {
  it('gives weights for every feature, for the share and lead beside them, and for every feature of the next answer', () => {
    const models = fitModels([asks.slice(0, 3), asks.slice(3)], [], confidenceModel);
    expect(models.features).toBe(FEATURE_NAMES);
    expect(models.rankWeights).toHaveLength(size);
    expect(models.sureWeights).toHaveLength(2 * size + 2);
    const ranked = rank(asks[0].candidates.map((item) => ({ item, features: item.features })), { ...models, cutoff: 0 });
    expect(confidence(ranked, { ...models, cutoff: 0 })).toBeGreaterThan(0);
  });
});
