import { chooseCardCutoff, chooseCutoff, MAX_WRONG_SHARE, type Outcome } from './cutoff';

/** 100 cases, sureness 0.00–0.99: those at 0.5 and over right if answered, those under wrong; held back, each is an "I don't know". */
const outcomes: Outcome[] = Array.from({ length: 100 }, (_, i) => ({ sureness: i / 100, answered: i >= 50 ? 'correct' : 'wrong', heldBack: 'unknown' }));

describe('choosing the cut-off', () => {
  it('takes the lowest cut-off at which at most the share allowed is answered wrongly', () => {
    expect(MAX_WRONG_SHARE).toBe(0.01);
    expect(chooseCutoff(outcomes)).toEqual({ cutoff: 0.481, result: { total: 100, correct: 50, unknown: 49, wrong: 1 } });
    expect(chooseCutoff(outcomes, 0.03)).toEqual({ cutoff: 0.461, result: { total: 100, correct: 50, unknown: 47, wrong: 3 } });
  });

  it('goes down to the lowest step when nothing answered is wrong', () => {
    const allRight = outcomes.map((outcome) => ({ ...outcome, answered: 'correct' as const }));
    expect(chooseCutoff(allRight).cutoff).toBe(0.001);
  });

  it('counts a held-back answer by how the case ends without it', () => {
    // A case whose right answer is "I don't know" is correct when held back.
    const unknownCases: Outcome[] = [{ sureness: 0.95, answered: 'wrong', heldBack: 'correct' }, { sureness: 0.2, answered: 'wrong', heldBack: 'correct' }];
    expect(chooseCutoff(unknownCases)).toEqual({ cutoff: 0.951, result: { total: 2, correct: 2, unknown: 0, wrong: 0 } });
  });

  it('answers at every cut-off a case without a confidence (small talk, the lead flow)', () => {
    const sure: Outcome[] = [{ sureness: Number.POSITIVE_INFINITY, answered: 'wrong', heldBack: 'unknown' }];
    expect(chooseCutoff(sure)).toEqual({ cutoff: 0.999, result: { total: 1, correct: 0, unknown: 0, wrong: 1 } });
  });
});

describe('choosing the cards\' cut-off', () => {
  // Cards (every other case) are right down to 0.3; the rest down to 0.5, as above.
  const mixed: Outcome[] = outcomes.map((outcome, i) => (i % 2 === 0 ? { ...outcome, card: true, answered: i >= 30 ? 'correct' : 'wrong' } : outcome));

  it('lowers the cut-off for cards alone, as far as no more answers are wrong than at the cut-off', () => {
    const { cutoff } = chooseCutoff(mixed);
    const card = chooseCardCutoff(mixed, cutoff);
    expect(card.cutoff).toBeLessThan(cutoff);
    expect(card.result.wrong).toBeLessThanOrEqual(MAX_WRONG_SHARE * mixed.length);
    expect(card.result.correct).toBeGreaterThan(chooseCutoff(mixed).result.correct);
    // Every card at or above it is answered, every other case still held to the cut-off.
    expect(card.cutoff).toBe(0.281);
  });

  it('lets no card through that would be answered wrongly, and never rises above the cut-off', () => {
    const cardsWrong = mixed.map((outcome) => (outcome.card ? { ...outcome, answered: 'wrong' as const } : outcome));
    // The next card below 0.6 is at 0.58, and wrong.
    expect(chooseCardCutoff(cardsWrong, 0.6).cutoff).toBe(0.581);
    // As many wrong as at 0.6 itself: the 20 cards from 0.60 to 0.98.
    expect(chooseCardCutoff(cardsWrong, 0.6).result.wrong).toBe(20);
  });
});
