/**
 * The game loop: while `running` and the tab is visible, each animation frame hands `playSteps` the
 * fixed 1/60 s steps due (whatever the display's refresh rate). `playSteps` returns false to stop (the
 * game ended). A hidden tab pauses the loop and calls `onHidden`; back in view it resumes without
 * catching up on the time away.
 */
import { useEffect } from 'react';
import { FrameClock } from './fixed-step';

export function useFixedStepLoop(running: boolean, playSteps: (steps: number) => boolean, onHidden: () => void): void {
  useEffect(() => {
    if (!running) return;
    const clock = new FrameClock();
    let frame = 0;
    const tick = (now: number) => {
      if (!playSteps(clock.stepsAt(now))) return;
      frame = requestAnimationFrame(tick);
    };
    const pauseOrResume = () => {
      cancelAnimationFrame(frame);
      if (document.hidden) {
        onHidden();
        return;
      }
      clock.restart();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    document.addEventListener('visibilitychange', pauseOrResume);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', pauseOrResume);
    };
  }, [running, playSteps, onHidden]);
}
