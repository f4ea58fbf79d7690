/** Touch (and pen or mouse) on the field: drag to steer, hold to fire. Returns the canvas's pointer handlers. */
import { type PointerEvent as ReactPointerEvent, useState } from 'react';
import { type InputState, TouchSteering } from './controls';

type CanvasPointerEvent = ReactPointerEvent<HTMLCanvasElement>;

export function useTouchSteering(input: InputState, isPlaying: () => boolean) {
  const [steering] = useState(() => new TouchSteering(input));
  const end = (event: CanvasPointerEvent) => steering.end(event.pointerId);
  return {
    onPointerDown: (event: CanvasPointerEvent) => {
      if (!steering.begin(event.pointerId, event.clientX, isPlaying())) return;
      try {
        event.currentTarget.setPointerCapture(event.pointerId); // keep the drag when the finger leaves the field
      } catch {
        // A pointer the browser no longer tracks: the drag still works while it stays on the field.
      }
    },
    onPointerMove: (event: CanvasPointerEvent) => steering.move(event.pointerId, event.clientX, event.currentTarget),
    onPointerUp: end,
    onPointerCancel: end,
  };
}
