/**
 * How the visitor's keys and touches become game input (SPEC §5): arrows or A/D move, Space fires (or
 * starts a game), a touch drag moves the ship three times the finger's movement and a held touch fires.
 */
import { CANVAS_WIDTH } from './constants';
import type { StepInput } from './step-io';

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

/** The parts of a key event the game looks at. */
export type GameKeyEvent = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'repeat' | 'target'>;

/** What the page does with a key press: hold an action down, start a game, and whether the browser's default is kept. */
export interface KeyDownResponse {
  preventDefault: boolean;
  press: KeyAction | null;
  startGame: boolean;
}

const LEAVE_KEY_DOWN: KeyDownResponse = Object.freeze({ preventDefault: false, press: null, startGame: false });

/**
 * Arrows and A/D steer while playing; Space fires while playing and starts a game otherwise (not on
 * auto-repeat), and never scrolls the page. Shortcuts and keys meant for a field or dialog are left alone.
 */
export function keyDownResponse(event: GameKeyEvent, playing: boolean): KeyDownResponse {
  if (event.altKey || event.ctrlKey || event.metaKey || keyBelongsElsewhere(event.target)) return LEAVE_KEY_DOWN;
  const action = keyAction(event.key);
  if (!action) return LEAVE_KEY_DOWN;
  if (action === 'fire') {
    if (playing) return { preventDefault: true, press: 'fire', startGame: false };
    return { preventDefault: true, press: null, startGame: !event.repeat };
  }
  if (!playing) return LEAVE_KEY_DOWN;
  return { preventDefault: true, press: action, startGame: false };
}

/** What the page does with a key release: let go of the action, and whether the browser's default is kept. */
export interface KeyUpResponse {
  preventDefault: boolean;
  release: KeyAction | null;
}

export function keyUpResponse(event: Pick<KeyboardEvent, 'key' | 'target'>): KeyUpResponse {
  const action = keyAction(event.key);
  if (!action) return { preventDefault: false, release: null };
  // A Space released on a focused button would press it: the game owns Space on this page.
  return { preventDefault: action === 'fire' && !keyBelongsElsewhere(event.target), release: action };
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

/** One finger (or pen, or mouse) on the field steers the ship while it drags and fires while it is down. */
export class TouchSteering {
  private pointer: { id: number; lastX: number } | null = null;

  constructor(private readonly input: InputState) {}

  /** A pointer went down at clientX `x`; true when it now steers (only while playing, one pointer at a time). */
  begin(pointerId: number, x: number, playing: boolean): boolean {
    if (!playing || this.pointer) return false;
    this.pointer = { id: pointerId, lastX: x };
    this.input.setTouchFiring(true);
    return true;
  }

  /** The steering pointer moved to clientX `x` over `field` (its width is read only for the steering pointer). */
  move(pointerId: number, x: number, field: Pick<Element, 'clientWidth'>): void {
    const pointer = this.pointer;
    if (!pointer || pointer.id !== pointerId) return;
    this.input.addMove(dragToShipMove(x - pointer.lastX, field.clientWidth));
    pointer.lastX = x;
  }

  /** The steering pointer was lifted or cancelled: the ship stops firing. */
  end(pointerId: number): void {
    if (this.pointer?.id !== pointerId) return;
    this.pointer = null;
    this.input.setTouchFiring(false);
  }
}
