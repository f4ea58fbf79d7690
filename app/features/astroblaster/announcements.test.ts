import type { StepEvents } from './step-io';
import { formatScore, frameAnnouncement, startAnnouncement } from './announcements';

const none: StepEvents = { scored: 0, asteroidsDestroyed: 0, planetBlast: false, shipHit: false, levelUp: false, gameOver: false, newHighScore: false };
const line = { score: 2150, level: 3, health: 2 };

describe('game announcements', () => {
  it('stays quiet for ordinary hits', () => {
    expect(frameAnnouncement({ ...none, scored: 50, asteroidsDestroyed: 1 }, line)).toBeNull();
    expect(frameAnnouncement(none, line)).toBeNull();
  });

  it('announces level ups, planet blasts and hits on the ship', () => {
    expect(frameAnnouncement({ ...none, levelUp: true }, line)).toBe('Level 3!');
    expect(frameAnnouncement({ ...none, planetBlast: true, levelUp: true }, line)).toBe('Level 3! Planet blast, score 2,150.');
    expect(frameAnnouncement({ ...none, shipHit: true }, line)).toBe('Shields hit. Health 2.');
  });

  it('announces the end of a game and a new high score', () => {
    expect(frameAnnouncement({ ...none, gameOver: true, shipHit: true }, { ...line, health: 0 })).toBe('Game over. Final score 2,150.');
    expect(frameAnnouncement({ ...none, gameOver: true, newHighScore: true }, line)).toBe('Game over. Final score 2,150. New high score!');
    expect(startAnnouncement({ score: 0, level: 1, health: 3 })).toBe('Game started. Level 1, health 3.');
    expect(formatScore(12500)).toBe('12,500');
  });
});
