/** Headline typing timings (SPEC §4, §9). Character n appears at startDelayMs + n × charDelayMs. */
export interface TypingTiming {
  startDelayMs: number;
  charDelayMs: number;
  /** Wait after the last character before the glow switches on. */
  pauseMs: number;
}

/** Home headline: 10 ms per character (59 characters), then 500 ms before the glow and the reveals. */
export const HOME_TYPING: TypingTiming = { startDelayMs: 0, charDelayMs: 10, pauseMs: 500 };

/** Every other hero: 100 ms start delay, 50 ms per character, then 500 ms. */
export const HERO_TYPING: TypingTiming = { startDelayMs: 100, charDelayMs: 50, pauseMs: 500 };

/** When typing of a text of `length` characters ends and when its glow switches on, in ms. */
export function typingSchedule(length: number, timing: TypingTiming): { typedAtMs: number; glowAtMs: number } {
  const typedAtMs = timing.startDelayMs + length * timing.charDelayMs;
  return { typedAtMs, glowAtMs: typedAtMs + timing.pauseMs };
}
