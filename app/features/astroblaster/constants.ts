/** Every tuning number of Astroblaster, named once. Distances are canvas px, time is steps or ms. */

/** Canvas width in px. */
export const CANVAS_WIDTH = 800;
/** Canvas height in px. */
export const CANVAS_HEIGHT = 600;

/** Ship centre x at the start of a game. */
export const SHIP_START_X = 400;
/** Ship centre y at the start of a game. */
export const SHIP_START_Y = 500;
/** Ship hit-box width. */
export const SHIP_WIDTH = 50;
/** Ship hit-box height. */
export const SHIP_HEIGHT = 70;
/** Shield points at the start of a game. */
export const START_HEALTH = 3;
/** Level at the start of a game. */
export const START_LEVEL = 1;
/** Horizontal px per step while a direction key is held. */
export const SHIP_SPEED = 10;

/** Bullet hit-box width. */
export const BULLET_WIDTH = 4;
/** Bullet hit-box height. */
export const BULLET_HEIGHT = 12;

/** Half sizes, for positions measured from an object's centre. */
export const SHIP_HALF_WIDTH = SHIP_WIDTH / 2;
export const SHIP_HALF_HEIGHT = SHIP_HEIGHT / 2;
export const BULLET_HALF_WIDTH = BULLET_WIDTH / 2;
export const BULLET_HALF_HEIGHT = BULLET_HEIGHT / 2;
/** Px a bullet rises per step. */
export const BULLET_SPEED = 15;
/** A bullet is removed once its centre y is above this. */
export const BULLET_REMOVE_Y = -20;
/** Minimum ms between shots: 200 at level 1, 20 less per level, never below 50. */
export const fireIntervalMs = (level: number): number => Math.max(50, 200 - 20 * (level - 1));

/** Smallest asteroid diameter. */
export const ASTEROID_MIN_SIZE = 30;
/** Largest asteroid diameter. */
export const ASTEROID_MAX_SIZE = 70;
/** Largest rotation per step in radians, either direction. */
export const ASTEROID_MAX_ROTATION_SPEED = 0.05;
/** Chance per step that an asteroid appears: 2% at level 1, +0.5% per level. */
export const asteroidSpawnChance = (level: number): number => 0.015 + 0.005 * level;
/** Px an asteroid falls per step: 2.5 at level 1, +0.5 per level. */
export const asteroidFallSpeed = (level: number): number => 2 + 0.5 * level;

/** Smallest planet diameter. */
export const PLANET_MIN_SIZE = 60;
/** Largest planet diameter. */
export const PLANET_MAX_SIZE = 100;
/** Chance per step that a planet appears. */
export const PLANET_SPAWN_CHANCE = 0.002;
/** Px a planet falls per step. */
export const PLANET_FALL_SPEED = 2;
/** Planet fills: bright enough to read on a near-black sky. */
export const PLANET_COLOURS: readonly string[] = ['#f59e0b', '#38bdf8', '#a78bfa', '#f472b6', '#34d399', '#fb7185'];

/** Points for shooting an asteroid. */
export const ASTEROID_POINTS = 50;
/** Points for shooting a planet with no asteroid near it. */
export const PLANET_POINTS = 50;
/** Asteroids whose centres are within this distance of a shot planet's centre are destroyed. */
export const PLANET_BLAST_RADIUS = 150;
/** Points for a planet blast that destroys at least one asteroid. */
export const PLANET_BLAST_BASE = 200;
/** Extra blast points per asteroid destroyed. */
export const PLANET_BLAST_PER_ASTEROID = 150;
/** Shield points an asteroid takes when it hits the ship. */
export const SHIP_HIT_DAMAGE = 1;
/** Text shown when an asteroid hits the ship. */
export const SHIP_HIT_MESSAGE = 'Shields hit!';

/** Steps a score text effect stays on screen. */
export const EFFECT_LIFE = 60;
/** Steps the ship-hit text effect stays on screen. */
export const SHIP_HIT_EFFECT_LIFE = 30;

/** Score per level: level = floor(score / POINTS_PER_LEVEL) + 1. */
export const POINTS_PER_LEVEL = 1000;

/** Simulation steps per second, whatever the display's refresh rate. */
export const STEPS_PER_SECOND = 60;
/** Ms of game time one step stands for. */
export const STEP_MS = 1000 / STEPS_PER_SECOND;
/** Slack for float sums of STEP_MS (12 × 16.67 can land a hair under 200). */
export const TIME_EPSILON_MS = 1e-6;
/** Longest frame the clock accepts, so a tab back from the background does not fast-forward. */
export const MAX_FRAME_DELTA_MS = 250;
/** A step may run this early, so frames timed a hair short (timestamps coarsened to 0.1 ms) don't alternate 0 and 2 steps. */
export const FRAME_SLACK_MS = 2;
/** Most steps run for one frame (250 ms / STEP_MS rounded down). */
export const MAX_STEPS_PER_FRAME = 15;

/** localStorage key of the best score. */
export const HIGH_SCORE_KEY = 'astroblaster-high-score';
