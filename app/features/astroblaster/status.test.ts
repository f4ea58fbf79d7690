import { createGame, startGame } from './game-state';
import { INITIAL_STATS, sameStats, statsMayHaveChanged, statsOf } from './status';
import { noEvents } from './step-io';

describe('astroblaster status numbers', () => {
  it('starts at score 0, level 1, health 3 and no high score until the saved one is read', () => {
    expect(INITIAL_STATS).toEqual({ score: 0, level: 1, health: 3, highScore: 0 });
    expect(statsOf(createGame(0))).toEqual(INITIAL_STATS);
  });

  it('copies the four numbers, so later steps do not change what was read', () => {
    const state = createGame(900);
    startGame(state);
    const read = statsOf(state);
    state.score = 50;
    expect(read).toEqual({ score: 0, level: 1, health: 3, highScore: 900 });
    expect(Object.keys(read)).toEqual(['score', 'level', 'health', 'highScore']);
  });

  it('compares all four numbers', () => {
    const base = { score: 100, level: 1, health: 3, highScore: 500 };
    expect(sameStats(base, { ...base })).toBe(true);
    for (const change of [{ score: 150 }, { level: 2 }, { health: 2 }, { highScore: 600 }]) {
      expect(sameStats(base, { ...base, ...change })).toBe(false);
    }
  });

  it('reads them again only after points, a hit, a level-up or the end of a game', () => {
    expect(statsMayHaveChanged(noEvents())).toBe(false);
    expect(statsMayHaveChanged({ ...noEvents(), planetBlast: true, newHighScore: true })).toBe(false);
    for (const change of [{ scored: 50 }, { shipHit: true }, { levelUp: true }, { gameOver: true }]) {
      expect(statsMayHaveChanged({ ...noEvents(), ...change })).toBe(true);
    }
  });
});
