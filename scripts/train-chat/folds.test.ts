import { dealt, FOLDS } from './folds';

describe('dealing cases into folds', () => {
  it('deals the same way every time, so training writes the same model', () => {
    expect(dealt(12, 0)).toEqual([1, 4, 1, 1, 2, 3, 0, 0, 0, 2, 3, 4]);
    expect(dealt(12, 1)).toEqual([2, 0, 1, 0, 1, 2, 4, 3, 4, 0, 3, 1]);
    expect(dealt(1418, 2)).toEqual(dealt(1418, 2));
  });

  it('puts every case in one of FOLDS folds of nearly equal size', () => {
    const folds = dealt(1418, 0);
    expect(folds).toHaveLength(1418);
    const sizes = Array.from({ length: FOLDS }, (_, fold) => folds.filter((of) => of === fold).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(1418);
  });

  it('deals differently for each repeat', () => {
    expect(dealt(100, 1)).not.toEqual(dealt(100, 0));
    expect(dealt(100, 2)).not.toEqual(dealt(100, 1));
  });
});
