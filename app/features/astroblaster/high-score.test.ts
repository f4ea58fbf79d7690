import { HIGH_SCORE_KEY } from './constants';
import { browserStorage, loadHighScore, parseHighScore, saveHighScore } from './high-score';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const denied = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('astroblaster high score', () => {
  it(`reads a stored score under "${HIGH_SCORE_KEY}"`, () => {
    expect(HIGH_SCORE_KEY).toBe('astroblaster-high-score');
    expect(loadHighScore(memoryStorage({ [HIGH_SCORE_KEY]: '1500' }))).toBe(1500);
    expect(loadHighScore(memoryStorage({ [HIGH_SCORE_KEY]: '0' }))).toBe(0);
  });

  it('returns 0 when storage or the score is missing', () => {
    expect(loadHighScore(null)).toBe(0);
    expect(loadHighScore(undefined)).toBe(0);
    expect(loadHighScore(() => undefined)).toBe(0);
    expect(loadHighScore(memoryStorage())).toBe(0);
  });

  it('returns 0 for a corrupt score: NaN, negative, fractional, padded, exponent or huge', () => {
    const corrupt = ['', 'NaN', 'abc', '-5', '12.5', ' 42', '42 ', '1e3', '0x10', 'Infinity', '99999999999999999999', '9007199254740993', '7'.repeat(100_000)];
    for (const raw of corrupt) {
      expect(parseHighScore(raw)).toBe(0);
      expect(loadHighScore(memoryStorage({ [HIGH_SCORE_KEY]: raw }))).toBe(0);
    }
    expect(parseHighScore('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('returns 0 when reading throws or the storage getter itself throws', () => {
    expect(loadHighScore({ getItem: denied })).toBe(0);
    expect(loadHighScore(denied)).toBe(0);
    // The documented call: window is missing under server rendering, and the getter throws when storage is blocked.
    expect(loadHighScore(() => window.localStorage)).toBe(0);
  });

  it('saves a score and reads it back', () => {
    const storage = memoryStorage();
    expect(saveHighScore(storage, 2350)).toBe(true);
    expect(storage.items.get(HIGH_SCORE_KEY)).toBe('2350');
    expect(loadHighScore(storage)).toBe(2350);
    expect(saveHighScore(() => storage, 2400)).toBe(true);
    expect(loadHighScore(() => storage)).toBe(2400);
  });

  it('returns false without throwing when storage is missing, blocked or full', () => {
    const quotaExceeded = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(saveHighScore(null, 100)).toBe(false);
    expect(saveHighScore(undefined, 100)).toBe(false);
    expect(saveHighScore(() => null, 100)).toBe(false);
    expect(saveHighScore(denied, 100)).toBe(false);
    expect(saveHighScore({ setItem: quotaExceeded }, 100)).toBe(false);
    expect(saveHighScore(() => window.localStorage, 100)).toBe(false);
  });

  it('refuses to store a score that is not a non-negative whole number', () => {
    const storage = memoryStorage();
    for (const bad of [Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY, 2 ** 60]) expect(saveHighScore(storage, bad)).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it("reaches the page's storage only when asked, so a page without one (the prerender) gets 0 and false", () => {
    expect(loadHighScore(browserStorage)).toBe(0);
    expect(saveHighScore(browserStorage, 100)).toBe(false);
  });
});
