/**
 * The era navigator's rules (SPEC §4): the index starts at 0, Previous and Next step by one and stop at
 * the ends, numbered buttons jump, arrow keys move, and progress is (index + 1) / count as a rounded percent.
 */

export const FIRST_ERA = 0;

/** `index` kept inside 0…count−1 (a jump past either end lands on that end). */
export function clampEra(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return FIRST_ERA;
  return Math.min(count - 1, Math.max(FIRST_ERA, Math.trunc(index)));
}

export function canGoPrevious(index: number): boolean {
  return index > FIRST_ERA;
}

export function canGoNext(index: number, count: number): boolean {
  return index < count - 1;
}

export function previousEra(index: number, count: number): number {
  return clampEra(index - 1, count);
}

export function nextEra(index: number, count: number): number {
  return clampEra(index + 1, count);
}

/** How far through the journey era `index` is: 9 at the first of 11, 100 at the last. */
export function progressPercent(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round(((clampEra(index, count) + 1) / count) * 100);
}

/** The era a key moves to from `index`, or null for a key the navigator leaves alone. No wrapping: the ends stop.
 * Up and Down are left to scroll the page. */
export function eraAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return nextEra(index, count);
    case 'ArrowLeft':
      return previousEra(index, count);
    case 'Home':
      return FIRST_ERA;
    case 'End':
      return clampEra(count - 1, count);
    default:
      return null;
  }
}
