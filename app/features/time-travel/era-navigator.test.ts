import { FIRST_ERA, canGoNext, canGoPrevious, clampEra, eraAfterKey, nextEra, previousEra, progressPercent } from './era-navigator';

const ERAS = 11;

describe('era navigator', () => {
  it('starts at era 0 and steps by one', () => {
    expect(FIRST_ERA).toBe(0);
    expect(nextEra(0, ERAS)).toBe(1);
    expect(nextEra(5, ERAS)).toBe(6);
    expect(previousEra(5, ERAS)).toBe(4);
  });

  it('stops at both ends, where Previous and Next are disabled', () => {
    expect(previousEra(0, ERAS)).toBe(0);
    expect(nextEra(10, ERAS)).toBe(10);
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    expect(canGoNext(9, ERAS)).toBe(true);
    expect(canGoNext(10, ERAS)).toBe(false);
  });

  it('keeps a jump inside the range', () => {
    expect(clampEra(7, ERAS)).toBe(7);
    expect(clampEra(-3, ERAS)).toBe(0);
    expect(clampEra(42, ERAS)).toBe(10);
    expect(clampEra(Number.NaN, ERAS)).toBe(0);
    expect(clampEra(3, 0)).toBe(0);
  });

  it('shows progress as (index + 1) / 11, rounded: 9% first, 100% last', () => {
    expect(progressPercent(0, ERAS)).toBe(9);
    expect(progressPercent(1, ERAS)).toBe(18);
    expect(progressPercent(4, ERAS)).toBe(45);
    expect(progressPercent(5, ERAS)).toBe(55);
    expect(progressPercent(9, ERAS)).toBe(91);
    expect(progressPercent(10, ERAS)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('moves with Left and Right, Home and End, and leaves Up, Down and other keys alone', () => {
    expect(eraAfterKey('ArrowRight', 3, ERAS)).toBe(4);
    expect(eraAfterKey('ArrowDown', 3, ERAS)).toBeNull();
    expect(eraAfterKey('ArrowLeft', 3, ERAS)).toBe(2);
    expect(eraAfterKey('ArrowUp', 3, ERAS)).toBeNull();
    expect(eraAfterKey('ArrowLeft', 0, ERAS)).toBe(0);
    expect(eraAfterKey('ArrowRight', 10, ERAS)).toBe(10);
    expect(eraAfterKey('Home', 6, ERAS)).toBe(0);
    expect(eraAfterKey('End', 2, ERAS)).toBe(10);
    expect(eraAfterKey('Enter', 2, ERAS)).toBeNull();
    expect(eraAfterKey('a', 2, ERAS)).toBeNull();
  });
});
