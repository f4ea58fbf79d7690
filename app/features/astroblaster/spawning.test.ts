import { PLANET_COLOURS, asteroidSpawnChance } from './constants';
import { step } from './engine';
import { createScriptedRandom, createSeededRandom, type RandomSource } from './random';
import { between, pick, spawnObjects } from './spawning';
import { NO_INPUT } from './step-io';
import { MESSAGES, playing } from './test-kit';

/** A random source that replays `values` and counts the draws taken. */
function counted(values: number[]): RandomSource & { draws: number } {
  const source = Object.assign(() => values[Math.min(source.draws++, values.length - 1)], { draws: 0 });
  return source;
}

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

describe('astroblaster spawning draws', () => {
  it('maps one draw into a range and onto a list, even a draw of exactly 1', () => {
    expect(between(() => 0.25, 30, 70)).toBe(40);
    expect(between(() => 0, -0.05, 0.05)).toBe(-0.05);
    expect(pick(() => 0.5, ['a', 'b', 'c', 'd'])).toBe('c');
    expect(pick(() => 1, ['a', 'b', 'c'])).toBe('c');
  });

  it('takes two draws when nothing spawns, seven for an asteroid alone and five for a planet alone', () => {
    const nothing = counted([0.999]);
    spawnObjects(playing(), nothing, MESSAGES);
    expect(nothing.draws).toBe(2);

    const asteroid = counted([0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.999]);
    const withAsteroid = playing();
    spawnObjects(withAsteroid, asteroid, MESSAGES);
    expect([asteroid.draws, withAsteroid.asteroids.length, withAsteroid.planets.length]).toEqual([7, 1, 0]);

    const planet = counted([0.999, 0, 0.5, 0.5, 0.5]);
    const withPlanet = playing();
    spawnObjects(withPlanet, planet, MESSAGES);
    expect([planet.draws, withPlanet.asteroids.length, withPlanet.planets.length]).toEqual([5, 0, 1]);
  });

  it('draws no message for an asteroid when there are none', () => {
    const asteroid = counted([0, 0.5, 0.5, 0.5, 0.5, 0.999]);
    spawnObjects(playing(), asteroid, []);
    expect(asteroid.draws).toBe(6);
  });
});
