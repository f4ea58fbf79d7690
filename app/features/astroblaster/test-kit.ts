/** Builders the engine's tests share: a game in play, inputs, steps without spawns, objects placed by hand. */
import { PLANET_COLOURS } from './constants';
import { type Asteroid, type Bullet, type GameState, type Planet, createGame, startGame } from './game-state';
import { step } from './engine';
import type { RandomSource } from './random';
import { NO_INPUT, type StepEvents, type StepInput } from './step-io';

export const MESSAGES = ['Missed call', 'Voicemail', 'On hold'];
/** Every spawn roll fails: 0.999 is above any spawn chance. */
export const NO_SPAWNS: RandomSource = () => 0.999;
export const QUIET_EVENTS: StepEvents = Object.freeze({
  scored: 0,
  asteroidsDestroyed: 0,
  planetBlast: false,
  shipHit: false,
  levelUp: false,
  gameOver: false,
  newHighScore: false,
});

export function playing(): GameState {
  const state = createGame();
  startGame(state);
  return state;
}

export function press(keys: Partial<StepInput>): StepInput {
  return { ...NO_INPUT, ...keys };
}

export function run(state: GameState, steps: number, input: StepInput = NO_INPUT, random: RandomSource = NO_SPAWNS) {
  for (let i = 0; i < steps; i++) step(state, input, random, MESSAGES);
}

export function addAsteroid(state: GameState, x: number, y: number, size = 40, message = 'Missed call'): Asteroid {
  const asteroid = { id: state.nextId++, x, y, size, message, rotation: 0, rotationSpeed: 0.02 };
  state.asteroids.push(asteroid);
  return asteroid;
}

export function addPlanet(state: GameState, x: number, y: number, size = 80): Planet {
  const planet = { id: state.nextId++, x, y, size, colour: PLANET_COLOURS[0] };
  state.planets.push(planet);
  return planet;
}

export function addBullet(state: GameState, x: number, y: number): Bullet {
  const bullet = { id: state.nextId++, x, y, width: 4, height: 12 };
  state.bullets.push(bullet);
  return bullet;
}
