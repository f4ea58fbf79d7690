/**
 * Draws one frame of the game on a 2D canvas, in game coordinates (800 × 600); the caller sets the
 * transform that scales them to the canvas's real pixels, and sizes the canvas with backingStoreSize.
 * Nothing here changes the game state.
 */
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './constants';
import type { Asteroid, GameState, Planet, Ship } from './game-state';
import type { RandomSource } from './random';

/** Star positions, sizes and drift speeds, packed four numbers per star. */
export type Starfield = Float32Array;

const STAR_COUNT = 90;
const ASTEROID_CORNERS = 9;
const EFFECT_FONT = '600 15px system-ui, -apple-system, "Segoe UI", sans-serif';

export function createStarfield(random: RandomSource, count = STAR_COUNT): Starfield {
  const stars = new Float32Array(count * 4);
  for (let i = 0; i < count; i++) {
    stars[i * 4] = random() * CANVAS_WIDTH;
    stars[i * 4 + 1] = random() * CANVAS_HEIGHT;
    stars[i * 4 + 2] = 0.5 + random() * 1.5;
    stars[i * 4 + 3] = 0.2 + random() * 0.8;
  }
  return stars;
}

/** The canvas's backing store in device pixels for its CSS size, so the drawing is sharp at any pixel density (never 0). */
export function backingStoreSize(cssWidth: number, cssHeight: number, devicePixelRatio: number): { width: number; height: number } {
  const ratio = devicePixelRatio || 1;
  return { width: Math.max(1, Math.round(cssWidth * ratio)), height: Math.max(1, Math.round(cssHeight * ratio)) };
}

/** A stable pseudo-random number in [0, 1) for a seed: an asteroid's outline stays the same every frame. */
function noise(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

function drawStars(ctx: CanvasRenderingContext2D, stars: Starfield, steps: number) {
  ctx.fillStyle = '#e8eaf6';
  for (let i = 0; i < stars.length; i += 4) {
    const y = (stars[i + 1]! + steps * stars[i + 3]!) % CANVAS_HEIGHT;
    ctx.globalAlpha = 0.35 + stars[i + 3]! * 0.5;
    ctx.fillRect(stars[i]!, y, stars[i + 2]!, stars[i + 2]!);
  }
  ctx.globalAlpha = 1;
}

function drawShip(ctx: CanvasRenderingContext2D, ship: Ship, steps: number, hurt: boolean) {
  const { x, y, width, height } = ship;
  const top = y - height / 2;
  const bottom = y + height / 2;
  const half = width / 2;
  // Engine flame, flickering.
  const flame = 10 + (steps % 6) * 2;
  ctx.fillStyle = '#fbbf24';
  ctx.beginPath();
  ctx.moveTo(x - 8, bottom - 6);
  ctx.lineTo(x, bottom + flame);
  ctx.lineTo(x + 8, bottom - 6);
  ctx.fill();
  // Wings.
  ctx.fillStyle = hurt ? '#fb7185' : '#7c3aed';
  ctx.beginPath();
  ctx.moveTo(x - half, bottom);
  ctx.lineTo(x - 6, y - 4);
  ctx.lineTo(x + 6, y - 4);
  ctx.lineTo(x + half, bottom);
  ctx.lineTo(x, bottom - 12);
  ctx.closePath();
  ctx.fill();
  // Hull.
  ctx.fillStyle = '#e8eaf6';
  ctx.beginPath();
  ctx.moveTo(x, top);
  ctx.quadraticCurveTo(x + 14, y - 6, x + 11, bottom - 8);
  ctx.lineTo(x - 11, bottom - 8);
  ctx.quadraticCurveTo(x - 14, y - 6, x, top);
  ctx.fill();
  // Cockpit.
  ctx.fillStyle = '#22d3ee';
  ctx.beginPath();
  ctx.ellipse(x, top + 24, 5, 9, 0, 0, Math.PI * 2);
  ctx.fill();
}

function drawAsteroid(ctx: CanvasRenderingContext2D, asteroid: Asteroid) {
  const radius = asteroid.size / 2;
  ctx.save();
  ctx.translate(asteroid.x, asteroid.y);
  ctx.rotate(asteroid.rotation);
  ctx.beginPath();
  for (let k = 0; k < ASTEROID_CORNERS; k++) {
    const angle = (k / ASTEROID_CORNERS) * Math.PI * 2;
    const r = radius * (0.78 + 0.22 * noise(asteroid.id * 31 + k));
    if (k === 0) ctx.moveTo(r, 0);
    else ctx.lineTo(Math.cos(angle) * r, Math.sin(angle) * r);
  }
  ctx.closePath();
  ctx.fillStyle = '#5b5f7a';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#aab0d0';
  ctx.stroke();
  ctx.fillStyle = '#42465e';
  ctx.beginPath();
  ctx.arc(radius * 0.25, -radius * 0.2, radius * 0.22, 0, Math.PI * 2);
  ctx.arc(-radius * 0.3, radius * 0.3, radius * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function drawPlanet(ctx: CanvasRenderingContext2D, planet: Planet) {
  const radius = planet.size / 2;
  ctx.save();
  ctx.globalAlpha = 0.25;
  ctx.fillStyle = planet.colour;
  ctx.beginPath();
  ctx.arc(planet.x, planet.y, radius * 1.25, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.beginPath();
  ctx.arc(planet.x, planet.y, radius, 0, Math.PI * 2);
  ctx.fill();
  // Shade on the lower right, a ring across.
  ctx.fillStyle = 'rgba(5, 6, 15, 0.35)';
  ctx.beginPath();
  ctx.arc(planet.x + radius * 0.25, planet.y + radius * 0.25, radius * 0.8, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(232, 234, 246, 0.7)';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.ellipse(planet.x, planet.y, radius * 1.5, radius * 0.35, -0.35, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

const EFFECT_COLOURS = { asteroid: '#67e8f9', planet: '#fcd34d', ship: '#fb7185' } as const;

export function drawFrame(ctx: CanvasRenderingContext2D, state: GameState, stars: Starfield) {
  ctx.fillStyle = '#05060f';
  ctx.fillRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
  drawStars(ctx, stars, state.steps);
  for (const planet of state.planets) drawPlanet(ctx, planet);
  for (const asteroid of state.asteroids) drawAsteroid(ctx, asteroid);
  ctx.fillStyle = '#67e8f9';
  for (const bullet of state.bullets) ctx.fillRect(bullet.x - bullet.width / 2, bullet.y - bullet.height / 2, bullet.width, bullet.height);
  if (state.phase !== 'menu') {
    const hurt = state.effects.some((effect) => effect.kind === 'ship');
    drawShip(ctx, state.ship, state.steps, hurt);
  }
  ctx.font = EFFECT_FONT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const effect of state.effects) {
    const age = effect.maxLife - effect.life;
    ctx.globalAlpha = Math.max(0, effect.life / effect.maxLife);
    ctx.fillStyle = EFFECT_COLOURS[effect.kind];
    ctx.fillText(effect.message, effect.x, effect.y - age * 0.6);
  }
  ctx.globalAlpha = 1;
}
