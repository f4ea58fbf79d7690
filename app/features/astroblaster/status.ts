/** The numbers shown as text beside the drawing, and when a frame may have changed them. */
import { START_HEALTH, START_LEVEL } from './constants';
import type { StepEvents } from './step-io';

export interface GameStats {
  score: number;
  level: number;
  health: number;
  highScore: number;
}

/** What the prerendered page shows before the saved high score is read. */
export const INITIAL_STATS: GameStats = Object.freeze({ score: 0, level: START_LEVEL, health: START_HEALTH, highScore: 0 });

/** A copy of the numbers as they are now. */
export function statsOf(game: GameStats): GameStats {
  const { score, level, health, highScore } = game;
  return { score, level, health, highScore };
}

export function sameStats(a: GameStats, b: GameStats): boolean {
  return a.score === b.score && a.level === b.level && a.health === b.health && a.highScore === b.highScore;
}

/** Only points, hits, level-ups and the end of a game change the numbers shown. */
export function statsMayHaveChanged(events: StepEvents): boolean {
  return events.scored > 0 || events.shipHit || events.levelUp || events.gameOver;
}
