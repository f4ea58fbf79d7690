import { addEffect, ageEffects } from './effects';
import { step } from './engine';
import { NO_INPUT } from './step-io';
import { MESSAGES, NO_SPAWNS, playing, run } from './test-kit';

describe('astroblaster text effects', () => {
  it('ages effects by one per step and removes them at 0', () => {
    const state = playing();
    state.effects.push({ id: 1, x: 0, y: 0, message: 'a', life: 60, maxLife: 60, kind: 'asteroid' });
    state.effects.push({ id: 2, x: 0, y: 0, message: 'b', life: 1, maxLife: 60, kind: 'planet' });
    step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(state.effects.map(({ id, life }) => [id, life])).toEqual([[1, 59]]);
    run(state, 59);
    expect(state.effects).toEqual([]);
  });

  it('shows a text for the given number of steps, with its own id', () => {
    const state = playing();
    const id = state.nextId;
    addEffect(state, 10, 20, '+50', 3, 'planet');
    expect(state.effects).toEqual([{ id, x: 10, y: 20, message: '+50', life: 3, maxLife: 3, kind: 'planet' }]);
    expect(state.nextId).toBe(id + 1);
    ageEffects(state.effects);
    ageEffects(state.effects);
    expect(state.effects[0].life).toBe(1);
    ageEffects(state.effects);
    expect(state.effects).toEqual([]);
  });
});
