import { MAX_STEPS_PER_FRAME, STEP_MS } from './constants';
import { FrameClock, advanceClock } from './fixed-step';

/** Runs one simulated second of frames at the given refresh rate; returns steps per frame. */
function oneSecondAt(hz: number, jitterMs = 0): number[] {
  const perFrame: number[] = [];
  let accumulatorMs = 0;
  let previous = 0;
  for (let frame = 1; frame <= hz; frame++) {
    // requestAnimationFrame timestamps wobble and are coarsened to 0.1 ms.
    const wobble = frame === hz ? 0 : (frame % 2 === 0 ? 1 : -1) * jitterMs;
    const now = Math.round(((frame * 1000) / hz + wobble) * 10) / 10;
    const result = advanceClock(accumulatorMs, now - previous);
    previous = now;
    accumulatorMs = result.accumulatorMs;
    perFrame.push(result.steps);
  }
  return perFrame;
}

const total = (steps: number[]) => steps.reduce((sum, n) => sum + n, 0);

describe('astroblaster fixed-step clock', () => {
  it('runs 60 steps in one second at 120 Hz, one every other frame', () => {
    const steps = oneSecondAt(120);
    expect(Math.abs(total(steps) - 60)).toBeLessThanOrEqual(1);
    expect(Math.max(...steps)).toBe(1);
  });

  it('runs 60 steps in one second at 60 Hz, exactly one per frame despite 16.6/16.7 ms timestamps', () => {
    const steps = oneSecondAt(60);
    expect(Math.abs(total(steps) - 60)).toBeLessThanOrEqual(1);
    expect(new Set(steps)).toEqual(new Set([1]));
    expect(new Set(oneSecondAt(60, 0.8))).toEqual(new Set([1]));
  });

  it('runs 60 steps in one second at 30 Hz, exactly two per frame', () => {
    const steps = oneSecondAt(30);
    expect(Math.abs(total(steps) - 60)).toBeLessThanOrEqual(1);
    expect(new Set(steps)).toEqual(new Set([2]));
  });

  it('keeps time exact over a long run: 10 minutes at 59.94 Hz gives 36,000 steps (±1)', () => {
    let accumulatorMs = 0;
    let steps = 0;
    const frames = Math.round(600 * 59.94);
    for (let frame = 0; frame < frames; frame++) {
      const result = advanceClock(accumulatorMs, 1000 / 59.94);
      accumulatorMs = result.accumulatorMs;
      steps += result.steps;
    }
    expect(Math.abs(steps - 36_000)).toBeLessThanOrEqual(1);
  });

  it('still gives 60 steps a second with jittery frames and at 144 Hz or 90 Hz', () => {
    for (const [hz, jitter] of [[120, 1.5], [60, 2], [30, 3], [144, 0], [90, 1]]) {
      expect(Math.abs(total(oneSecondAt(hz, jitter)) - 60)).toBeLessThanOrEqual(1);
    }
  });

  it('carries the remainder to the next frame', () => {
    expect(advanceClock(0, STEP_MS)).toEqual({ steps: 1, accumulatorMs: 0 });
    const { steps, accumulatorMs } = advanceClock(10, 10);
    expect(steps).toBe(1);
    expect(accumulatorMs).toBeCloseTo(20 - STEP_MS, 9);
    expect(advanceClock(0, 8)).toEqual({ steps: 0, accumulatorMs: 8 });
    // A frame up to 2 ms short still steps, and the owed time is paid back next frame.
    const early = advanceClock(0, 15);
    expect(early.steps).toBe(1);
    expect(early.accumulatorMs).toBeCloseTo(15 - STEP_MS, 9);
    expect(advanceClock(0, 16).steps).toBe(1);
    expect(advanceClock(early.accumulatorMs, 16).steps).toBe(0);
    expect(advanceClock(0, 14.5).steps).toBe(0);
  });

  it('caps a long frame at 250 ms, so a tab back from the background does not fast-forward', () => {
    const back = advanceClock(0, 5000);
    expect(back.steps).toBe(15);
    expect(back.accumulatorMs).toBeLessThan(STEP_MS);
    expect(advanceClock(10_000, 16).steps).toBe(MAX_STEPS_PER_FRAME);
  });

  it('ignores a negative, NaN or infinite delta', () => {
    expect(advanceClock(5, -30)).toEqual({ steps: 0, accumulatorMs: 5 });
    expect(advanceClock(5, Number.NaN)).toEqual({ steps: 0, accumulatorMs: 5 });
    expect(advanceClock(Number.NaN, 10)).toEqual({ steps: 0, accumulatorMs: 10 });
    expect(advanceClock(0, Number.POSITIVE_INFINITY)).toEqual({ steps: 0, accumulatorMs: 0 });
  });
});

describe('astroblaster frame clock', () => {
  it('runs no step on the first frame, then the steps due from the time between frames', () => {
    const clock = new FrameClock();
    expect(clock.stepsAt(1000)).toBe(0);
    expect(clock.stepsAt(1000 + STEP_MS)).toBe(1);
    expect(clock.stepsAt(1000 + 4 * STEP_MS)).toBe(3);
  });

  it('carries the time left over from one frame into the next', () => {
    const clock = new FrameClock();
    clock.stepsAt(0);
    expect(clock.stepsAt(10)).toBe(0);
    expect(clock.stepsAt(20)).toBe(1);
  });

  it('after a restart forgets the time away and any leftover', () => {
    const clock = new FrameClock();
    clock.stepsAt(0);
    expect(clock.stepsAt(10)).toBe(0);
    clock.restart();
    expect(clock.stepsAt(60_000)).toBe(0);
    expect(clock.stepsAt(60_010)).toBe(0);
    expect(clock.stepsAt(60_000 + STEP_MS)).toBe(1);
  });

  it('runs at most 15 steps for one long frame', () => {
    const clock = new FrameClock();
    clock.stepsAt(0);
    expect(clock.stepsAt(5000)).toBe(MAX_STEPS_PER_FRAME);
  });
});
