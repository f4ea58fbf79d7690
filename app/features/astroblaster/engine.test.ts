import {
  CANVAS_WIDTH,
  PLANET_COLOURS,
  STEP_MS,
  asteroidFallSpeed,
  asteroidSpawnChance,
  fireIntervalMs,
} from './constants';
import {
  NO_INPUT,
  backToMenu,
  circleHitsRect,
  createGame,
  startGame,
  step,
  type Asteroid,
  type GameState,
  type StepInput,
} from './engine';
import { createScriptedRandom, createSeededRandom, type RandomSource } from './random';

const MESSAGES = ['Missed call', 'Voicemail', 'On hold'];
// Every spawn roll fails: 0.999 is above any spawn chance.
const NO_SPAWNS: RandomSource = () => 0.999;

function playing(): GameState {
  const state = createGame();
  startGame(state);
  return state;
}

function press(keys: Partial<StepInput>): StepInput {
  return { ...NO_INPUT, ...keys };
}

function run(state: GameState, steps: number, input: StepInput = NO_INPUT, random: RandomSource = NO_SPAWNS) {
  for (let i = 0; i < steps; i++) step(state, input, random, MESSAGES);
}

function addAsteroid(state: GameState, x: number, y: number, size = 40, message = 'Missed call'): Asteroid {
  const asteroid = { id: state.nextId++, x, y, size, message, rotation: 0, rotationSpeed: 0.02 };
  state.asteroids.push(asteroid);
  return asteroid;
}

function addPlanet(state: GameState, x: number, y: number, size = 80) {
  const planet = { id: state.nextId++, x, y, size, colour: PLANET_COLOURS[0] };
  state.planets.push(planet);
  return planet;
}

function addBullet(state: GameState, x: number, y: number) {
  const bullet = { id: state.nextId++, x, y, width: 4, height: 12 };
  state.bullets.push(bullet);
  return bullet;
}

const QUIET_EVENTS = { scored: 0, asteroidsDestroyed: 0, planetBlast: false, shipHit: false, levelUp: false, gameOver: false, newHighScore: false };

describe('astroblaster start values', () => {
  it('creates a game on the menu with the ship at (400, 500), 3 health, level 1 and nothing on screen', () => {
    const state = createGame();
    expect(state).toMatchObject({ phase: 'menu', score: 0, level: 1, health: 3, highScore: 0, elapsedMs: 0, steps: 0 });
    expect(state.ship).toEqual({ x: 400, y: 500, width: 50, height: 70 });
    expect([state.bullets, state.asteroids, state.planets, state.effects]).toEqual([[], [], [], []]);
  });

  it('keeps a given high score and ignores a nonsensical one', () => {
    expect(createGame(4200).highScore).toBe(4200);
    expect(createGame(Number.NaN).highScore).toBe(0);
    expect(createGame(-50).highScore).toBe(0);
  });

  it('startGame resets score 0, level 1, health 3, clears every object and returns the ship, keeping the high score', () => {
    const state = createGame(9000);
    startGame(state);
    state.score = 2750;
    state.level = 3;
    state.health = 1;
    state.ship.x = 120;
    addAsteroid(state, 100, 100);
    addPlanet(state, 300, 100);
    addBullet(state, 500, 100);
    run(state, 5, press({ fire: true }));
    state.phase = 'gameover';

    startGame(state);
    expect(state).toMatchObject({ phase: 'playing', score: 0, level: 1, health: 3, highScore: 9000, elapsedMs: 0, steps: 0 });
    expect(state.ship).toEqual({ x: 400, y: 500, width: 50, height: 70 });
    expect([state.bullets, state.asteroids, state.planets, state.effects]).toEqual([[], [], [], []]);
    // The fire timer is reset too, so the first shot of the new game is immediate.
    step(state, press({ fire: true }), NO_SPAWNS, MESSAGES);
    expect(state.bullets).toHaveLength(1);
  });

  it('backToMenu returns to the menu with the field cleared', () => {
    const state = playing();
    addAsteroid(state, 100, 100);
    addBullet(state, 200, 100);
    run(state, 1);
    backToMenu(state);
    expect(state.phase).toBe('menu');
    expect([state.bullets, state.asteroids, state.planets, state.effects]).toEqual([[], [], [], []]);
  });

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

describe('astroblaster spawning', () => {
  it('has a 2% asteroid chance per step at level 1 and 3% at level 3', () => {
    expect(asteroidSpawnChance(1)).toBeCloseTo(0.02, 12);
    expect(asteroidSpawnChance(3)).toBeCloseTo(0.03, 12);
  });

  it('spawns an asteroid just above the top from the scripted draws', () => {
    const state = playing();
    // roll, size, x, message, rotation, rotation speed, then the planet roll fails.
    step(state, NO_INPUT, createScriptedRandom([0.019, 0.5, 0.5, 0.75, 0.25, 0.75, 0.999]), MESSAGES);
    expect(state.asteroids).toEqual([
      { id: expect.any(Number), x: 400, y: -25, size: 50, message: 'On hold', rotation: Math.PI / 2, rotationSpeed: expect.closeTo(0.025, 12) },
    ]);
    expect(state.planets).toEqual([]);
  });

  it('spawns on a 0.021 roll at level 3 but not at level 1', () => {
    const draws = [0.021, 0, 0, 0, 0, 0.25, 0.999];
    const level1 = playing();
    step(level1, NO_INPUT, createScriptedRandom(draws), MESSAGES);
    expect(level1.asteroids).toHaveLength(0);

    const level3 = playing();
    level3.level = 3;
    step(level3, NO_INPUT, createScriptedRandom(draws), MESSAGES);
    // Smallest size, leftmost x, first message, spinning the other way.
    expect(level3.asteroids).toEqual([
      { id: expect.any(Number), x: 15, y: -15, size: 30, message: 'Missed call', rotation: 0, rotationSpeed: expect.closeTo(-0.025, 12) },
    ]);

    const level3Miss = playing();
    level3Miss.level = 3;
    step(level3Miss, NO_INPUT, createScriptedRandom([0.031, 0.999]), MESSAGES);
    expect(level3Miss.asteroids).toHaveLength(0);
  });

  it('spawns a planet on a roll under 0.002 with size 60–100 and a colour from the palette', () => {
    const state = playing();
    // Asteroid roll fails; planet roll, size, x, colour.
    step(state, NO_INPUT, createScriptedRandom([0.999, 0.0019, 1 - 1e-9, 1 - 1e-9, 0.99]), MESSAGES);
    expect(state.planets).toHaveLength(1);
    const [planet] = state.planets;
    expect(planet.size).toBeCloseTo(100, 6);
    expect(planet.x).toBeCloseTo(750, 4);
    expect(planet.y).toBeCloseTo(-50, 6);
    expect(planet.colour).toBe(PLANET_COLOURS[PLANET_COLOURS.length - 1]);

    const none = playing();
    step(none, NO_INPUT, createScriptedRandom([0.999, 0.002]), MESSAGES);
    expect(none.planets).toEqual([]);
  });

  it('keeps every random spawn inside its ranges', () => {
    const state = playing();
    state.health = 1_000_000;
    state.level = 8;
    const random = createSeededRandom(2024);
    const seen = new Set<number>();
    const spins: number[] = [];
    let planets = 0;
    for (let i = 0; i < 5000; i++) {
      step(state, NO_INPUT, random, MESSAGES);
      for (const asteroid of state.asteroids) {
        if (seen.has(asteroid.id)) continue;
        seen.add(asteroid.id);
        expect(asteroid.size).toBeGreaterThanOrEqual(30);
        expect(asteroid.size).toBeLessThan(70);
        expect(asteroid.x - asteroid.size / 2).toBeGreaterThanOrEqual(0);
        expect(asteroid.x + asteroid.size / 2).toBeLessThanOrEqual(800);
        expect(asteroid.y).toBe(-asteroid.size / 2);
        expect(MESSAGES).toContain(asteroid.message);
        expect(Math.abs(asteroid.rotationSpeed)).toBeLessThanOrEqual(0.05);
        spins.push(asteroid.rotationSpeed);
      }
      for (const planet of state.planets) {
        if (seen.has(planet.id)) continue;
        seen.add(planet.id);
        planets++;
        expect(planet.size).toBeGreaterThanOrEqual(60);
        expect(planet.size).toBeLessThan(100);
        expect(PLANET_COLOURS).toContain(planet.colour);
      }
    }
    // 5000 steps at 5.5% ≈ 275 asteroids; at 0.2% ≈ 10 planets.
    expect(spins.length).toBeGreaterThan(200);
    expect(spins.some((speed) => speed < 0) && spins.some((speed) => speed > 0)).toBe(true);
    expect(planets).toBeGreaterThan(2);
  });

  it('gives an asteroid an empty message when there are no messages', () => {
    const state = playing();
    step(state, NO_INPUT, createScriptedRandom([0, 0.5, 0.5, 0.5, 0.5, 0.999]), []);
    expect(state.asteroids[0].message).toBe('');
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

describe('astroblaster collisions', () => {
  it('tests a circle against a rectangle, not against its bounding box', () => {
    expect(circleHitsRect(0, 0, 10, 0, 14, 2, 6)).toBe(true); // bullet tip inside
    expect(circleHitsRect(0, 0, 10, 10, 14, 2, 6)).toBe(false); // boxes overlap, corner 11.3 px away
    expect(circleHitsRect(0, 0, 10, 9, 9, 2, 6)).toBe(true);
  });

  it('an asteroid hit removes both, scores 50 and shows the message for 60 steps', () => {
    const state = playing();
    addAsteroid(state, 200, 200, 40, 'Voicemail');
    addBullet(state, 200, 240); // rises to 225, its top at 219 meets the asteroid's bottom at 222.5
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events).toEqual({ ...QUIET_EVENTS, scored: 50, asteroidsDestroyed: 1 });
    expect(state.score).toBe(50);
    expect(state.asteroids).toEqual([]);
    expect(state.bullets).toEqual([]);
    expect(state.effects).toEqual([{ id: expect.any(Number), x: 200, y: 202.5, message: 'Voicemail', life: 60, maxLife: 60, kind: 'asteroid' }]);
  });

  it('misses when the bullet passes beside the asteroid', () => {
    const state = playing();
    addAsteroid(state, 200, 200, 40);
    addBullet(state, 222.5, 210); // bullet's left edge 220.5, asteroid's right edge 220
    expect(step(state, NO_INPUT, NO_SPAWNS, MESSAGES).scored).toBe(0);
    expect(state.asteroids).toHaveLength(1);
    expect(state.bullets).toHaveLength(1);
  });

  it('one bullet destroys one asteroid; two bullets destroy two', () => {
    const state = playing();
    addAsteroid(state, 300, 200);
    addAsteroid(state, 305, 205);
    addBullet(state, 300, 230);
    step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(state.asteroids).toHaveLength(1);
    expect(state.score).toBe(50);

    const two = playing();
    addAsteroid(two, 300, 200);
    addAsteroid(two, 500, 200);
    addBullet(two, 300, 230);
    addBullet(two, 500, 230);
    expect(step(two, NO_INPUT, NO_SPAWNS, MESSAGES)).toMatchObject({ scored: 100, asteroidsDestroyed: 2 });
    expect([two.asteroids, two.bullets]).toEqual([[], []]);
    expect(two.effects).toHaveLength(2);
  });

  it('a planet shot with 2 asteroids within 150 px scores 200 + 2 × 150 = 500 and spares one 160 px away', () => {
    const state = playing();
    const planet = addPlanet(state, 400, 200, 80);
    addAsteroid(state, 500, 200); // 100 px right
    addAsteroid(state, 400, 80); // 120 px above
    const survivor = addAsteroid(state, 560, 200); // 160 px right
    addBullet(state, 400, 260); // rises to 245; its top at 239 meets the planet's bottom at 242
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events).toEqual({ ...QUIET_EVENTS, scored: 500, asteroidsDestroyed: 2, planetBlast: true });
    expect(state.score).toBe(500);
    expect(state.planets).toEqual([]);
    expect(state.bullets).toEqual([]);
    expect(state.asteroids).toEqual([survivor]);
    expect(state.effects).toEqual([{ id: expect.any(Number), x: 400, y: 202, message: '+500', life: 60, maxLife: 60, kind: 'planet' }]);
    expect(planet.id).not.toBe(survivor.id);
  });

  it('a planet blast of 3 asteroids shows +650 and raises the level when it crosses 1000', () => {
    const state = playing();
    state.score = 900;
    addPlanet(state, 400, 200, 80);
    addAsteroid(state, 300, 200);
    addAsteroid(state, 500, 200);
    addAsteroid(state, 400, 100);
    addBullet(state, 400, 260);
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events).toMatchObject({ scored: 650, asteroidsDestroyed: 3, planetBlast: true, levelUp: true });
    expect(state.effects[0].message).toBe('+650');
    expect([state.score, state.level]).toEqual([1550, 2]);
  });

  it('a planet alone scores 50', () => {
    const state = playing();
    addPlanet(state, 400, 200, 80);
    addAsteroid(state, 600, 200); // 200 px away: out of the blast
    addBullet(state, 400, 260);
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events).toEqual({ ...QUIET_EVENTS, scored: 50 });
    expect(state.score).toBe(50);
    expect(state.asteroids).toHaveLength(1);
    expect(state.effects[0]).toMatchObject({ message: '+50', kind: 'planet', life: 60 });
  });

  it('recomputes the level when asteroids are destroyed, as the spec says, not on a lone planet', () => {
    const state = playing();
    state.score = 980;
    addPlanet(state, 400, 200, 80);
    addBullet(state, 400, 260);
    expect(step(state, NO_INPUT, NO_SPAWNS, MESSAGES).levelUp).toBe(false);
    expect([state.score, state.level]).toEqual([1030, 1]);

    addAsteroid(state, 200, 200);
    addBullet(state, 200, 240);
    expect(step(state, NO_INPUT, NO_SPAWNS, MESSAGES).levelUp).toBe(true);
    expect([state.score, state.level]).toEqual([1080, 2]);
  });

  it('goes from level 1 to 2 when 950 + 50 reaches 1000, with a levelUp event only on the rise', () => {
    const state = playing();
    state.score = 950;
    addAsteroid(state, 200, 200);
    addBullet(state, 200, 240);
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events.levelUp).toBe(true);
    expect([state.score, state.level]).toEqual([1000, 2]);

    addAsteroid(state, 200, 200);
    addBullet(state, 200, 240);
    expect(step(state, NO_INPUT, NO_SPAWNS, MESSAGES).levelUp).toBe(false);
    expect([state.score, state.level]).toEqual([1050, 2]);
  });

  it('an asteroid hitting the ship costs 1 health and shows a 30-step effect', () => {
    const state = playing();
    addAsteroid(state, 400, 450); // falls to 452.5; its bottom at 472.5 passes the ship's top at 465
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events).toEqual({ ...QUIET_EVENTS, shipHit: true });
    expect(state.health).toBe(2);
    expect(state.score).toBe(0);
    expect(state.asteroids).toEqual([]);
    expect(state.effects).toEqual([{ id: expect.any(Number), x: 400, y: 465, message: 'Shields hit!', life: 30, maxLife: 30, kind: 'ship' }]);

    run(state, 29);
    expect(state.effects[0].life).toBe(1);
    run(state, 1);
    expect(state.effects).toEqual([]);
  });

  it('leaves the ship alone when an asteroid passes beside it', () => {
    const state = playing();
    addAsteroid(state, 400 + 25 + 20 + 1, 500); // 1 px right of the ship's edge
    expect(step(state, NO_INPUT, NO_SPAWNS, MESSAGES).shipHit).toBe(false);
    expect(state.health).toBe(3);
  });

  it('ages effects by one per step and removes them at 0', () => {
    const state = playing();
    state.effects.push({ id: 1, x: 0, y: 0, message: 'a', life: 60, maxLife: 60, kind: 'asteroid' });
    state.effects.push({ id: 2, x: 0, y: 0, message: 'b', life: 1, maxLife: 60, kind: 'planet' });
    step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(state.effects.map(({ id, life }) => [id, life])).toEqual([[1, 59]]);
    run(state, 59);
    expect(state.effects).toEqual([]);
  });
});

describe('astroblaster game over', () => {
  function lastHit(score: number, highScore: number) {
    const state = createGame(highScore);
    startGame(state);
    state.score = score;
    state.health = 1;
    addAsteroid(state, 400, 450);
    return { state, events: step(state, NO_INPUT, NO_SPAWNS, MESSAGES) };
  }

  it('ends the game at health 0 and records a beaten high score', () => {
    const { state, events } = lastHit(300, 200);
    expect(events).toEqual({ ...QUIET_EVENTS, shipHit: true, gameOver: true, newHighScore: true });
    expect(state).toMatchObject({ phase: 'gameover', health: 0, score: 300, highScore: 300 });
  });

  it('keeps the high score when it is not beaten (lower or equal)', () => {
    for (const score of [100, 200]) {
      const { state, events } = lastHit(score, 200);
      expect(events).toMatchObject({ gameOver: true, newHighScore: false });
      expect(state.highScore).toBe(200);
    }
  });

  it('does not take health below 0 when two asteroids hit at once', () => {
    const state = playing();
    state.health = 1;
    addAsteroid(state, 390, 450);
    addAsteroid(state, 410, 450);
    expect(step(state, NO_INPUT, NO_SPAWNS, MESSAGES).gameOver).toBe(true);
    expect(state.health).toBe(0);
  });

  it('ends a real game after 3 hits, then Play Again starts fresh with the high score kept', () => {
    const state = playing();
    const random = createSeededRandom(1);
    let hits = 0;
    let gameOvers = 0;
    for (let i = 0; i < 100_000 && state.phase === 'playing'; i++) {
      const events = step(state, NO_INPUT, random, MESSAGES);
      if (events.shipHit) hits++;
      if (events.gameOver) gameOvers++;
    }
    expect(state.phase).toBe('gameover');
    expect([hits, gameOvers, state.health]).toEqual([3, 1, 0]);

    state.highScore = 500;
    startGame(state);
    expect(state).toMatchObject({ phase: 'playing', score: 0, level: 1, health: 3, highScore: 500 });
  });
});
