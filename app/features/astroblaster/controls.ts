/**
 * How the visitor's keys and touches become game input (SPEC §5): arrows or A/D move, Space fires (or
 * starts a game), a touch drag moves the ship three times the finger's movement and a held touch fires.
 */
import { CANVAS_WIDTH } from './constants';
import type { StepInput } from './engine';

/** A touch drag moves the ship this many times the finger's movement (SPEC §5). */
export const TOUCH_DRAG_FACTOR = 3;

export type KeyAction = 'left' | 'right' | 'fire';

/** What a key does in the game, or null for keys the game leaves to the page. */
export function keyAction(key: string): KeyAction | null {
  switch (key) {
    case 'ArrowLeft':
    case 'a':
    case 'A':
      return 'left';
    case 'ArrowRight':
    case 'd':
    case 'D':
      return 'right';
    case ' ':
    case 'Spacebar':
      return 'fire';
    default:
      return null;
  }
}

/** Keys typed into a field, or pressed inside a dialog (the chat), belong to that field, not to the game. */
export function keyBelongsElsewhere(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, dialog, [role="dialog"]') !== null;
}

/** A finger's horizontal movement on screen (CSS px) as ship movement in game px. */
export function dragToShipMove(fingerDx: number, canvasCssWidth: number): number {
  if (!(canvasCssWidth > 0) || !Number.isFinite(fingerDx)) return 0;
  return fingerDx * (CANVAS_WIDTH / canvasCssWidth) * TOUCH_DRAG_FACTOR;
}

/** Everything held or dragged since the last step; consumed one step at a time. */
export class InputState {
  private readonly held = new Set<KeyAction>();
  private touchFiring = false;
  private pendingMove = 0;
  private readonly input: StepInput = { left: false, right: false, fire: false, moveBy: 0 };

  press(action: KeyAction): void {
    this.held.add(action);
  }

  release(action: KeyAction): void {
    this.held.delete(action);
  }

  setTouchFiring(firing: boolean): void {
    this.touchFiring = firing;
  }

  addMove(shipPx: number): void {
    this.pendingMove += shipPx;
  }

  /** Forget everything held (the window lost focus, a new game starts). */
  clear(): void {
    this.held.clear();
    this.touchFiring = false;
    this.pendingMove = 0;
  }

  /** The input of the next step; the drag collected so far goes into this step only. */
  next(): StepInput {
    const input = this.input;
    input.left = this.held.has('left');
    input.right = this.held.has('right');
    input.fire = this.held.has('fire') || this.touchFiring;
    input.moveBy = this.pendingMove;
    this.pendingMove = 0;
    return input;
  }
}
