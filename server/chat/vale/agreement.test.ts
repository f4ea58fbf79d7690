import { AGREEMENT, overlapOf, withAgreement } from './agreement';
import type { Ranked } from './confidence';

const candidate = (reply: string, share: number, score: number): Ranked<{ reply: string }> => ({ item: { reply }, features: [], score, share });

describe('candidates that agree with the best one', () => {
  it('counts two wordings of one fact as saying the same thing, and another fact as not', () => {
    const usd = 'We accept credit card, debit card and bank transfer, with prices in USD.';
    expect(overlapOf(usd, 'We accept credit card, debit card and bank transfer, and all prices are in USD.')).toBeGreaterThanOrEqual(AGREEMENT);
    expect(overlapOf(usd, 'Implementation takes 3 business days for most services.')).toBeLessThan(AGREEMENT);
  });

  it('gives the best the shares of those that agree with it, and makes the best that disagrees the next', () => {
    const ranked = [
      candidate('All prices are in USD, paid by card or bank transfer.', 0.4, 3),
      candidate('Prices are in USD; pay by card or bank transfer.', 0.35, 2.9),
      candidate('Setup takes 3 business days.', 0.2, 2.5),
      candidate('We are based in Houston.', 0.05, 1),
    ];
    const read = withAgreement(ranked, (item) => item.reply);
    expect(read.map((entry) => entry.item.reply)).toEqual([ranked[0].item.reply, ranked[2].item.reply, ranked[3].item.reply]);
    expect(read[0].share).toBeCloseTo(0.75);
    expect(read[0].score).toBe(3);
  });

  it('leaves a ranking with no agreeing candidate as it was', () => {
    const ranked = [candidate('Setup takes 3 business days.', 0.6, 3), candidate('We are based in Houston.', 0.4, 2)];
    expect(withAgreement(ranked, (item) => item.reply)).toEqual(ranked);
    expect(withAgreement([], (item: { reply: string }) => item.reply)).toEqual([]);
  });
});
