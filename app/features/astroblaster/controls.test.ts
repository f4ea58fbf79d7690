import {
  type GameKeyEvent,
  InputState,
  TOUCH_DRAG_FACTOR,
  TouchSteering,
  dragToShipMove,
  keyAction,
  keyBelongsElsewhere,
  keyDownResponse,
  keyUpResponse,
} from './controls';

/** A key event on the page body (no field or dialog), without modifiers unless given. */
function key(name: string, extra: Partial<GameKeyEvent> = {}): GameKeyEvent {
  return { key: name, altKey: false, ctrlKey: false, metaKey: false, repeat: false, target: null, ...extra };
}

const inField = { isContentEditable: false, closest: () => ({}) } as unknown as EventTarget;
const LEFT_ALONE = { preventDefault: false, press: null, startGame: false };

describe('game controls', () => {
  it('maps arrows and A/D to moves, Space to fire, and leaves other keys to the page', () => {
    expect(['ArrowLeft', 'a', 'A'].map(keyAction)).toEqual(['left', 'left', 'left']);
    expect(['ArrowRight', 'd', 'D'].map(keyAction)).toEqual(['right', 'right', 'right']);
    expect(keyAction(' ')).toBe('fire');
    expect(['ArrowUp', 'ArrowDown', 'Enter', 'Tab', 'w'].map(keyAction)).toEqual([null, null, null, null, null]);
  });

  it('moves the ship three times the finger, in game pixels', () => {
    expect(TOUCH_DRAG_FACTOR).toBe(3);
    // A 400 px wide canvas shows 800 game px: 10 px of finger is 20 game px, times 3.
    expect(dragToShipMove(10, 400)).toBe(60);
    expect(dragToShipMove(-5, 800)).toBe(-15);
    expect(dragToShipMove(10, 0)).toBe(0);
    expect(dragToShipMove(Number.NaN, 400)).toBe(0);
  });

  it('hands a drag to one step only and keeps held keys until released', () => {
    const input = new InputState();
    input.press('left');
    input.addMove(30);
    input.addMove(6);
    expect(input.next()).toEqual({ left: true, right: false, fire: false, moveBy: 36 });
    expect(input.next()).toEqual({ left: true, right: false, fire: false, moveBy: 0 });
    input.release('left');
    input.setTouchFiring(true);
    expect(input.next()).toMatchObject({ left: false, fire: true });
    input.press('fire');
    input.setTouchFiring(false);
    expect(input.next().fire).toBe(true);
    input.clear();
    expect(input.next()).toEqual({ left: false, right: false, fire: false, moveBy: 0 });
  });

  it('leaves keys typed in fields or dialogs alone', () => {
    const fake = (selector: string | null) => ({ isContentEditable: false, closest: (s: string) => (selector && s.includes(selector) ? {} : null) });
    expect(keyBelongsElsewhere(fake('input') as unknown as EventTarget)).toBe(true);
    expect(keyBelongsElsewhere(fake('dialog') as unknown as EventTarget)).toBe(true);
    expect(keyBelongsElsewhere(fake(null) as unknown as EventTarget)).toBe(false);
    expect(keyBelongsElsewhere(null)).toBe(false);
  });
});

describe('game keys', () => {
  it('steers with arrows and A/D only while playing, and then keeps them from scrolling', () => {
    expect(keyDownResponse(key('ArrowLeft'), true)).toEqual({ preventDefault: true, press: 'left', startGame: false });
    expect(keyDownResponse(key('d'), true)).toEqual({ preventDefault: true, press: 'right', startGame: false });
    expect(keyDownResponse(key('ArrowLeft'), false)).toEqual(LEFT_ALONE);
    expect(keyDownResponse(key('Enter'), true)).toEqual(LEFT_ALONE);
  });

  it('fires with Space while playing, starts a game with it otherwise (not on auto-repeat), and never scrolls', () => {
    expect(keyDownResponse(key(' '), true)).toEqual({ preventDefault: true, press: 'fire', startGame: false });
    expect(keyDownResponse(key(' ', { repeat: true }), true)).toEqual({ preventDefault: true, press: 'fire', startGame: false });
    expect(keyDownResponse(key(' '), false)).toEqual({ preventDefault: true, press: null, startGame: true });
    expect(keyDownResponse(key(' ', { repeat: true }), false)).toEqual({ preventDefault: true, press: null, startGame: false });
  });

  it('leaves shortcuts and keys typed into a field or dialog to the page', () => {
    for (const modifier of [{ altKey: true }, { ctrlKey: true }, { metaKey: true }, { target: inField }]) {
      expect(keyDownResponse(key(' ', modifier), true)).toEqual(LEFT_ALONE);
      expect(keyDownResponse(key('ArrowRight', modifier), true)).toEqual(LEFT_ALONE);
    }
  });

  it('lets go of a released key, and keeps a released Space from pressing a focused button', () => {
    expect(keyUpResponse(key('a'))).toEqual({ preventDefault: false, release: 'left' });
    expect(keyUpResponse(key(' '))).toEqual({ preventDefault: true, release: 'fire' });
    expect(keyUpResponse(key(' ', { target: inField }))).toEqual({ preventDefault: false, release: 'fire' });
    expect(keyUpResponse(key('Tab'))).toEqual({ preventDefault: false, release: null });
  });
});

describe('touch steering', () => {
  const field = { clientWidth: 400 };

  it('fires while a finger is down and moves the ship three times its drag, only while playing', () => {
    const input = new InputState();
    const steering = new TouchSteering(input);
    expect(steering.begin(1, 100, false)).toBe(false);
    expect(input.next().fire).toBe(false);

    expect(steering.begin(1, 100, true)).toBe(true);
    steering.move(1, 110, field);
    steering.move(1, 105, field);
    expect(input.next()).toEqual({ left: false, right: false, fire: true, moveBy: 30 });
    steering.end(1);
    expect(input.next()).toEqual({ left: false, right: false, fire: false, moveBy: 0 });
  });

  it('follows one pointer at a time and ignores the others', () => {
    const input = new InputState();
    const steering = new TouchSteering(input);
    steering.begin(1, 100, true);
    expect(steering.begin(2, 300, true)).toBe(false);
    steering.move(2, 400, field);
    steering.end(2);
    expect(input.next()).toMatchObject({ fire: true, moveBy: 0 });
    steering.end(1);
    expect(steering.begin(2, 300, true)).toBe(true);
  });

  it('reads the field width only for the pointer that steers', () => {
    const steering = new TouchSteering(new InputState());
    const untouchable = {
      get clientWidth(): number {
        throw new Error('read the layout');
      },
    };
    expect(() => steering.move(1, 10, untouchable)).not.toThrow();
  });
});
