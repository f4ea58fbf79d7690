import { REVEAL_THRESHOLD_HOME, REVEAL_THRESHOLD_LANDING, observerThresholds, shouldHideAtStart, shouldReveal } from './reveal-logic';

describe('reveal rules', () => {
  it('uses 0.3 on landing sections and 10 % on the home reveal page', () => {
    expect(REVEAL_THRESHOLD_LANDING).toBe(0.3);
    expect(REVEAL_THRESHOLD_HOME).toBe(0.1);
  });

  it('hides at start only what is still entirely below the fold', () => {
    const viewportHeight = 800;
    expect(shouldHideAtStart({ ratio: 0, visibleHeight: 0, viewportHeight, top: 900 })).toBe(true);
    expect(shouldHideAtStart({ ratio: 0.1, visibleHeight: 40, viewportHeight, top: 760 })).toBe(false);
    // Scrolled past (a reload halfway down the page): stays visible.
    expect(shouldHideAtStart({ ratio: 0, visibleHeight: 0, viewportHeight, top: -600 })).toBe(false);
  });

  it('reveals at the threshold share of the element', () => {
    const viewportHeight = 800;
    expect(shouldReveal({ ratio: 0.29, visibleHeight: 116, viewportHeight, top: 684 }, 0.3)).toBe(false);
    expect(shouldReveal({ ratio: 0.3, visibleHeight: 120, viewportHeight, top: 680 }, 0.3)).toBe(true);
    expect(shouldReveal({ ratio: 0.1, visibleHeight: 40, viewportHeight, top: 760 }, 0.1)).toBe(true);
  });

  it('reveals an element taller than the viewport once it fills the threshold share of the screen', () => {
    // 4000 px tall: its share in view can never reach 0.3.
    expect(shouldReveal({ ratio: 0.06, visibleHeight: 240, viewportHeight: 800, top: 560 }, 0.3)).toBe(true);
    expect(shouldReveal({ ratio: 0.05, visibleHeight: 200, viewportHeight: 800, top: 600 }, 0.3)).toBe(false);
  });

  it('never reveals what is not on screen', () => {
    expect(shouldReveal({ ratio: 0, visibleHeight: 0, viewportHeight: 800, top: 900 }, 0)).toBe(false);
  });

  it('asks the observer for steps up to the threshold', () => {
    expect(observerThresholds(0.3)).toEqual([0, 0.05, 0.1, 0.2, 0.3]);
    expect(observerThresholds(0.1)).toEqual([0, 0.05, 0.1]);
  });
});
