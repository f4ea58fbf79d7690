/**
 * What the game's polite live region says after a frame's steps: only changes that matter (a new level,
 * a hit on the ship, the end of a game), never the running score.
 */
import type { StepEvents } from './step-io';
import { groupThousands } from '~/lib/numbers';

export interface ScoreLine {
  score: number;
  level: number;
  health: number;
}

export function formatScore(score: number): string {
  return groupThousands(score);
}

export function startAnnouncement(line: ScoreLine): string {
  return `Game started. Level ${line.level}, health ${line.health}.`;
}

/** The sentence for a frame's events, or null when nothing worth announcing happened. */
export function frameAnnouncement(events: StepEvents, line: ScoreLine): string | null {
  if (events.gameOver) {
    return `Game over. Final score ${formatScore(line.score)}.${events.newHighScore ? ' New high score!' : ''}`;
  }
  const parts: string[] = [];
  if (events.levelUp) parts.push(`Level ${line.level}!`);
  if (events.planetBlast) parts.push(`Planet blast, score ${formatScore(line.score)}.`);
  if (events.shipHit) parts.push(`Shields hit. Health ${line.health}.`);
  return parts.length > 0 ? parts.join(' ') : null;
}
