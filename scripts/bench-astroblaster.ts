/**
 * Cost of one Astroblaster engine step with about 200 live objects (120 asteroids,
 * 60 bullets, 10 planets, 10 effects). Asteroids and planets fall on the left, the
 * ship and bullets stay on the right, so every collision check runs but hits are rare
 * and the population stays put. The field is topped up between steps, outside the timing.
 * Not a test: prints numbers to compare against the 16.7 ms frame budget.
 */
import { performance } from 'node:perf_hooks';
import { BULLET_HEIGHT, BULLET_WIDTH, CANVAS_HEIGHT, EFFECT_LIFE, PLANET_COLOURS, STEP_MS } from '../app/features/astroblaster/constants';
import { createGame, startGame, step, type GameState, type StepInput } from '../app/features/astroblaster/engine';
import { createSeededRandom } from '../app/features/astroblaster/random';

const ASTEROIDS = 120;
const BULLETS = 60;
const PLANETS = 10;
const EFFECTS = 10;
const WARM_UP_STEPS = 5_000;
const MEASURED_STEPS = 20_000;
// Asteroid and planet centres stay left of this; bullets and the ship right of the blast/hit reach.
const LEFT_LANE_MAX_X = 280;
const RIGHT_LANE_MIN_X = 480;
const FRAME_BUDGET_MS = 1000 / 60;
// A mid-range phone runs JS roughly 4–6× slower than a developer machine.
const PHONE_SLOWDOWN = 5;

const MESSAGES = ['Missed call', 'Voicemail full', 'On hold', 'Call back?', 'Wrong number'];
const random = createSeededRandom(20_240_601);

function topUp(state: GameState): void {
  while (state.asteroids.length < ASTEROIDS) {
    const size = 30 + random() * 40;
    state.asteroids.push({
      id: state.nextId++,
      x: size / 2 + random() * (LEFT_LANE_MAX_X - size),
      y: random() * CANVAS_HEIGHT,
      size,
      message: MESSAGES[state.nextId % MESSAGES.length],
      rotation: random() * Math.PI * 2,
      rotationSpeed: (random() - 0.5) * 0.1,
    });
  }
  while (state.bullets.length < BULLETS) {
    state.bullets.push({
      id: state.nextId++,
      x: RIGHT_LANE_MIN_X + random() * (800 - RIGHT_LANE_MIN_X - BULLET_WIDTH),
      y: random() * CANVAS_HEIGHT,
      width: BULLET_WIDTH,
      height: BULLET_HEIGHT,
    });
  }
  while (state.planets.length < PLANETS) {
    const size = 60 + random() * 40;
    state.planets.push({
      id: state.nextId++,
      x: size / 2 + random() * (LEFT_LANE_MAX_X - size),
      y: random() * CANVAS_HEIGHT,
      size,
      colour: PLANET_COLOURS[state.nextId % PLANET_COLOURS.length],
    });
  }
  while (state.effects.length < EFFECTS) {
    state.effects.push({ id: state.nextId++, x: 400, y: 300, message: '+50', life: EFFECT_LIFE, maxLife: EFFECT_LIFE, kind: 'asteroid' });
  }
}

const state = createGame();
startGame(state);
state.health = Number.MAX_SAFE_INTEGER; // never game over
state.level = 3;
state.ship.x = 700;
// Keep firing and nudging the ship so those paths run too; it stays in the right lane.
const inputs: StepInput[] = [
  { left: false, right: true, fire: true, moveBy: 0 },
  { left: true, right: false, fire: true, moveBy: 0 },
];

const samplesUs = new Float64Array(MEASURED_STEPS);
let population = 0;
let hits = 0;
for (let i = 0; i < WARM_UP_STEPS + MEASURED_STEPS; i++) {
  topUp(state);
  // Hold the level, so fall speed and spawn rate do not climb with the score.
  state.score = 0;
  state.level = 3;
  const input = inputs[(i >> 4) & 1];
  const start = performance.now();
  const events = step(state, input, random, MESSAGES);
  const elapsedUs = (performance.now() - start) * 1000;
  if (i >= WARM_UP_STEPS) {
    samplesUs[i - WARM_UP_STEPS] = elapsedUs;
    hits += events.asteroidsDestroyed + Number(events.shipHit);
    population += state.asteroids.length + state.bullets.length + state.planets.length + state.effects.length;
  }
}

const sorted = samplesUs.slice().sort();
const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const mean = samplesUs.reduce((sum, value) => sum + value, 0) / samplesUs.length;
const budgetShare = (us: number) => `${((us / 1000 / FRAME_BUDGET_MS) * 100).toFixed(3)}%`;
const format = (us: number) => `${us.toFixed(2)} µs`;

console.log(`Astroblaster engine step, ${MEASURED_STEPS.toLocaleString('en-US')} steps after ${WARM_UP_STEPS.toLocaleString('en-US')} warm-up`);
console.log(`  live objects after each step: ${(population / MEASURED_STEPS).toFixed(1)} on average (target 200)`);
console.log(`  collisions: ${hits} in ${MEASURED_STEPS.toLocaleString('en-US')} steps (rare by design; the checks still run every step)`);
console.log(`  mean ${format(mean)}   p50 ${format(percentile(50))}   p99 ${format(percentile(99))}`);
console.log(`  share of a ${FRAME_BUDGET_MS.toFixed(1)} ms frame (one step per 60 Hz frame, STEP_MS ${STEP_MS.toFixed(2)} ms):`);
console.log(`    this machine: mean ${budgetShare(mean)}, p99 ${budgetShare(percentile(99))}`);
console.log(
  `    mid-range phone (~4–6× slower, ×${PHONE_SLOWDOWN}): mean ${budgetShare(mean * PHONE_SLOWDOWN)}, p99 ${budgetShare(percentile(99) * PHONE_SLOWDOWN)}`,
);
