import { STEP_MS } from './constants';
import { runSteps, step } from './engine';
import { createGame } from './game-state';
import { createSeededRandom } from './random';
import { type InputSource, NO_INPUT, type StepInput } from './step-io';
import { MESSAGES, NO_SPAWNS, QUIET_EVENTS, addAsteroid, addBullet, playing, press, run } from './test-kit';

/** Hands out the given inputs in turn and counts how many were taken. */
function scriptedInput(...inputs: StepInput[]): InputSource & { taken: number } {
  return {
    taken: 0,
    next() {
      return inputs[Math.min(this.taken++, inputs.length - 1)];
    },
  };
}

describe('astroblaster step', () => {
  it('step does nothing on the menu or after game over', () => {
    for (const phase of ['menu', 'gameover'] as const) {
      const state = createGame(100);
      addAsteroid(state, 400, 480); // would hit the ship if the game ran
      addBullet(state, 100, 100);
      state.phase = phase;
      const before = structuredClone(state);
      const events = step(state, press({ right: true, fire: true }), () => 0, MESSAGES);
      expect(events).toEqual(QUIET_EVENTS);
      expect(state).toEqual(before);
    }
  });

  it('mutates the state in place and counts time in 1/60 s steps', () => {
    const state = playing();
    const { ship, bullets, asteroids } = state;
    run(state, 60, press({ right: true, fire: true }), createSeededRandom(7));
    expect(state.ship).toBe(ship);
    expect(state.bullets).toBe(bullets);
    expect(state.asteroids).toBe(asteroids);
    expect(state.steps).toBe(60);
    expect(state.elapsedMs).toBeCloseTo(1000, 6);
    expect(STEP_MS).toBeCloseTo(16.667, 3);
  });

  it('replays exactly from the same seed', () => {
    const play = (seed: number) => {
      const state = playing();
      state.health = 1_000_000;
      const random = createSeededRandom(seed);
      for (let i = 0; i < 2000; i++) step(state, press({ fire: true, left: i % 200 < 100, right: i % 200 >= 100 }), random, MESSAGES);
      return state;
    };
    const first = play(42);
    expect(play(42)).toEqual(first);
    expect(first.score).toBeGreaterThan(0);
    expect(play(43)).not.toEqual(first);
  });
});

describe('astroblaster frame of steps', () => {
  it('runs the given number of steps, one input each, and adds up their events', () => {
    const state = playing();
    addAsteroid(state, 200, 200);
    addBullet(state, 200, 240);
    addAsteroid(state, 600, 200);
    addBullet(state, 600, 275); // meets the falling asteroid on the third step
    const input = scriptedInput(press({ right: true }), press({ left: true }), NO_INPUT);
    const events = runSteps(state, 3, input, NO_SPAWNS, MESSAGES);
    expect(events).toEqual({ ...QUIET_EVENTS, scored: 100, asteroidsDestroyed: 2 });
    expect([input.taken, state.steps, state.ship.x]).toEqual([3, 3, 400]);
  });

  it('stops at the end of the game and runs nothing outside play', () => {
    const state = playing();
    state.health = 1;
    addAsteroid(state, 400, 450);
    const input = scriptedInput(NO_INPUT);
    expect(runSteps(state, 5, input, NO_SPAWNS, MESSAGES)).toEqual({ ...QUIET_EVENTS, shipHit: true, gameOver: true, newHighScore: false });
    expect([input.taken, state.steps, state.phase]).toEqual([1, 1, 'gameover']);

    const menu = createGame();
    expect(runSteps(menu, 5, input, NO_SPAWNS, MESSAGES)).toEqual(QUIET_EVENTS);
    expect([input.taken, menu.steps]).toEqual([1, 0]);
  });

  it('runs no step for a frame that is due none', () => {
    const state = playing();
    expect(runSteps(state, 0, scriptedInput(NO_INPUT), NO_SPAWNS, MESSAGES)).toEqual(QUIET_EVENTS);
    expect(state.steps).toBe(0);
  });
});
