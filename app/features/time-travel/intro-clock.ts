/**
 * The /time-travel intro overlay's clock (SPEC §4, §9): a year counter from 3000 BC up to 2042 AD,
 * 25 years every 15 ms, while the overlay shows for 4 s. Pure, so the numbers are tested without a DOM.
 */

/** The overlay shows for this long before the page is revealed, ms. */
export const INTRO_MS = 4000;
/** The counter starts at 3000 BC (negative years are BC)… */
export const YEAR_START = -3000;
/** …stops at 2042 AD… */
export const YEAR_END = 2042;
/** …and counts up this many years… */
export const YEAR_STEP = 25;
/** …every this many milliseconds. */
export const YEAR_TICK_MS = 15;
/** How long the overlay takes to fade away once the intro is over, ms. */
export const INTRO_FADE_MS = 600;

/**
 * The year shown `elapsedMs` after the counter started. Derived from elapsed time rather than
 * counted ticks, so a busy or throttled main thread cannot make the counter lag behind the clock.
 */
export function yearAt(elapsedMs: number): number {
  const ticks = Math.floor(Math.max(0, elapsedMs) / YEAR_TICK_MS);
  return Math.min(YEAR_END, YEAR_START + ticks * YEAR_STEP);
}

/** The counter reaches 2042 after this many ms (well inside the 4 s intro). */
export const COUNTER_DONE_MS = Math.ceil((YEAR_END - YEAR_START) / YEAR_STEP) * YEAR_TICK_MS;

/** "3000 BC", "25 BC", "AD 1"… "2042 AD": there is no year zero, so the counter's 0 reads as 1 AD. */
export function formatYear(year: number): string {
  if (year < 0) return `${-year} BC`;
  return `${Math.max(1, year)} AD`;
}
