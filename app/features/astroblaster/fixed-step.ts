/**
 * Fixed-step clock: the game advances in 1/60 s steps whatever the display's
 * refresh rate, so a 120 Hz phone does not play twice as fast as a 60 Hz one.
 * Call once per animation frame with the time since the previous frame.
 */
import { FRAME_SLACK_MS, MAX_FRAME_DELTA_MS, MAX_STEPS_PER_FRAME, STEP_MS } from './constants';

export interface ClockAdvance {
  /** Whole steps to run this frame. */
  steps: number;
  /** Leftover time to pass back in next frame; down to -FRAME_SLACK_MS when a step ran early. */
  accumulatorMs: number;
}

export function advanceClock(accumulatorMs: number, frameDeltaMs: number): ClockAdvance {
  // A clock that jumps back, NaN, or a long background pause must not fast-forward the game.
  const delta = Number.isFinite(frameDeltaMs) && frameDeltaMs > 0 ? Math.min(frameDeltaMs, MAX_FRAME_DELTA_MS) : 0;
  const carried = Number.isFinite(accumulatorMs) ? Math.max(-FRAME_SLACK_MS, accumulatorMs) : 0;
  const total = carried + delta;
  // With slack, 60 Hz frames of 16.6 and 16.7 ms give one step each instead of 1, 0, 2;
  // the early time stays owed in the accumulator, so the long-run rate is exact.
  const steps = Math.floor((total + FRAME_SLACK_MS) / STEP_MS);
  if (steps > MAX_STEPS_PER_FRAME) return { steps: MAX_STEPS_PER_FRAME, accumulatorMs: 0 };
  return { steps, accumulatorMs: total - steps * STEP_MS };
}

/** Turns animation-frame timestamps into whole steps to run, carrying the leftover time between frames. */
export class FrameClock {
  private lastTime: number | null = null;
  private accumulatorMs = 0;

  /** Steps to run for the frame at `now` (ms); the first frame after a restart runs none. */
  stepsAt(now: number): number {
    const delta = this.lastTime === null ? 0 : now - this.lastTime;
    this.lastTime = now;
    const advance = advanceClock(this.accumulatorMs, delta);
    this.accumulatorMs = advance.accumulatorMs;
    return advance.steps;
  }

  /** Forgets the time since the last frame (back from a background tab: no catching up on the time away). */
  restart(): void {
    this.lastTime = null;
    this.accumulatorMs = 0;
  }
}
