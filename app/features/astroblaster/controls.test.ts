import { InputState, TOUCH_DRAG_FACTOR, dragToShipMove, keyAction, keyBelongsElsewhere } from './controls';

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
