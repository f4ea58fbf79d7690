/** Reveal-on-scroll thresholds (SPEC §4, §9) and the decision rules, free of the DOM. */

/** Landing sections reveal when 30 % of them is in view. */
export const REVEAL_THRESHOLD_LANDING = 0.3;
/** The home reveal page reveals at 10 %. */
export const REVEAL_THRESHOLD_HOME = 0.1;

export interface ViewMeasure {
  /** Share of the element in view, 0..1. */
  ratio: number;
  /** Height of the visible part of the element, px. */
  visibleHeight: number;
  /** Height of the viewport, px. */
  viewportHeight: number;
  /** Distance of the element's top from the viewport's top, px (negative once scrolled past). */
  top: number;
}

/**
 * At hydration: an element already (partly) on screen or above it stays as prerendered;
 * only elements still below the fold are hidden and wait for the visitor to scroll to them.
 */
export function shouldHideAtStart(measure: ViewMeasure): boolean {
  return measure.visibleHeight <= 0 && measure.top >= measure.viewportHeight;
}

/**
 * Reveal once the threshold share of the element is in view, or, for an element taller than the
 * viewport (whose share can never reach the threshold), once it fills that share of the viewport.
 */
export function shouldReveal(measure: ViewMeasure, threshold: number): boolean {
  if (measure.visibleHeight <= 0) return false;
  return measure.ratio >= threshold || measure.visibleHeight >= measure.viewportHeight * threshold;
}

/** Ratios the observer reports at: enough steps for tall elements to cross the viewport rule. */
export function observerThresholds(threshold: number): number[] {
  const steps = [0, 0.05, 0.1, 0.2, threshold].filter((value) => value <= threshold);
  return [...new Set(steps)].sort((a, b) => a - b);
}
