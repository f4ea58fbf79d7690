import { CANVAS_WIDTH, asteroidFallSpeed, fireIntervalMs } from './constants';
import { step } from './engine';
import { createGame } from './game-state';
import { fireIfReady, moveShip } from './motion';
import { NO_INPUT, type StepInput } from './step-io';
import { MESSAGES, NO_SPAWNS, addAsteroid, addBullet, addPlanet, playing, press, run } from './test-kit';

describe('astroblaster ship movement', () => {
  it('moves 10 px per held key plus the touch drag', () => {
    const cases: [Partial<StepInput>, number][] = [
      [{ right: true }, 410],
      [{ left: true }, 390],
      [{ left: true, right: true }, 400],
      [{ moveBy: 7 }, 407],
      [{ right: true, moveBy: -25 }, 385],
      [{ moveBy: Number.NaN }, 400],
    ];
    for (const [keys, x] of cases) {
      const state = playing();
      step(state, press(keys), NO_SPAWNS, MESSAGES);
      expect(state.ship.x).toBe(x);
    }
  });

  it('keeps the whole ship inside the right edge (centre at most 775)', () => {
    const state = playing();
    state.ship.x = 770;
    step(state, press({ right: true }), NO_SPAWNS, MESSAGES);
    expect(state.ship.x).toBe(775);
    step(state, press({ right: true, moveBy: 1000 }), NO_SPAWNS, MESSAGES);
    expect(state.ship.x).toBe(CANVAS_WIDTH - 25);
  });

  it('keeps the whole ship inside the left edge (centre at least 25)', () => {
    const state = playing();
    state.ship.x = 30;
    step(state, press({ left: true }), NO_SPAWNS, MESSAGES);
    expect(state.ship.x).toBe(25);
    step(state, press({ moveBy: -1000 }), NO_SPAWNS, MESSAGES);
    expect(state.ship.x).toBe(25);
  });
});

describe('astroblaster firing', () => {
  /** Step numbers (0-based) on which a held trigger fired. */
  function shotSteps(level: number, steps: number): number[] {
    const state = playing();
    state.level = level;
    const shots: number[] = [];
    for (let i = 0; i < steps; i++) {
      const fired = state.nextId;
      step(state, press({ fire: true }), NO_SPAWNS, MESSAGES);
      if (state.nextId !== fired) shots.push(i);
    }
    return shots;
  }

  it('has a fire interval of 200 ms at level 1, 120 ms at level 5 and a 50 ms floor from level 10', () => {
    expect([1, 2, 5, 8, 9, 10, 11, 30].map(fireIntervalMs)).toEqual([200, 180, 120, 60, 50, 50, 50, 50]);
  });

  it('fires at once at level 1, then every 200 ms = 12 steps', () => {
    expect(shotSteps(1, 40)).toEqual([0, 12, 24, 36]);
  });

  it('fires every 8 steps at level 5 (120 ms rounds up to 133 ms)', () => {
    expect(shotSteps(5, 25)).toEqual([0, 8, 16, 24]);
  });

  it('fires every 3 steps (50 ms) at level 10 and above', () => {
    expect(shotSteps(10, 10)).toEqual([0, 3, 6, 9]);
    expect(shotSteps(14, 10)).toEqual([0, 3, 6, 9]);
  });

  it('puts the bullet at the ship nose and does not fire without the trigger', () => {
    const state = playing();
    state.ship.x = 250;
    run(state, 5);
    expect(state.bullets).toEqual([]);
    step(state, press({ fire: true }), NO_SPAWNS, MESSAGES);
    // Nose at y 500 - 35 = 465; the 12 px bullet sits on it.
    expect(state.bullets).toEqual([{ id: expect.any(Number), x: 250, y: 459, width: 4, height: 12 }]);
  });

  it('moves bullets up 15 px per step and removes them once above y = -20', () => {
    const state = playing();
    const rising = addBullet(state, 100, 300);
    const leaving = addBullet(state, 600, -5);
    step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(rising.y).toBe(285);
    expect(leaving.y).toBe(-20); // not yet above -20
    expect(state.bullets).toHaveLength(2);
    step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(state.bullets).toEqual([rising]);
  });
});

describe('astroblaster falling objects', () => {
  it('drops asteroids 2.5 px per step at level 1 and 3.5 at level 3, spinning them; planets 2 px', () => {
    expect([asteroidFallSpeed(1), asteroidFallSpeed(3)]).toEqual([2.5, 3.5]);
    const state = playing();
    const asteroid = addAsteroid(state, 100, 100);
    const planet = addPlanet(state, 600, 100);
    step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(asteroid).toMatchObject({ y: 102.5, rotation: 0.02 });
    expect(planet.y).toBe(102);

    state.level = 3;
    step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(asteroid.y).toBe(106);
    expect(planet.y).toBe(104);
  });

  it('removes objects only once they are fully below the canvas', () => {
    const state = playing();
    const staying = addAsteroid(state, 100, 617); // top edge at 599.5 after falling
    addAsteroid(state, 200, 618); // top edge at 600.5
    const planetStaying = addPlanet(state, 600, 637, 80); // top at 599
    addPlanet(state, 700, 639, 80); // top at 601
    step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(state.asteroids).toEqual([staying]);
    expect(state.planets).toEqual([planetStaying]);
  });
});

describe('astroblaster motion, one rule at a time', () => {
  it('steers the ship alone, leaving its height and size', () => {
    const { ship } = createGame();
    moveShip(ship, press({ left: true, moveBy: -5 }));
    expect(ship).toEqual({ x: 385, y: 500, width: 50, height: 70 });
  });

  it('fires only when the interval since the last shot has passed, and remembers the shot', () => {
    const state = playing();
    fireIfReady(state, press({ fire: true }));
    expect([state.bullets.length, state.lastShotMs]).toEqual([1, 0]);
    state.elapsedMs = 199;
    fireIfReady(state, press({ fire: true }));
    expect(state.bullets).toHaveLength(1);
    state.elapsedMs = 200;
    fireIfReady(state, NO_INPUT);
    expect(state.bullets).toHaveLength(1);
    fireIfReady(state, press({ fire: true }));
    expect([state.bullets.length, state.lastShotMs]).toEqual([2, 200]);
  });
});
