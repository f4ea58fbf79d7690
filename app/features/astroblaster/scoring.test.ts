import { step } from './engine';
import { createGame, startGame } from './game-state';
import { createSeededRandom } from './random';
import { endIfShieldsGone, levelForScore, planetShotPoints, updateLevel } from './scoring';
import { NO_INPUT, noEvents } from './step-io';
import { MESSAGES, NO_SPAWNS, QUIET_EVENTS, addAsteroid, addBullet, addPlanet, playing } from './test-kit';

describe('astroblaster points', () => {
  it('is level 1 below 1000 points and one level more per 1000', () => {
    expect([0, 999, 1000, 1999, 2000, 12_345].map(levelForScore)).toEqual([1, 1, 2, 2, 3, 13]);
  });

  it('gives a lone planet 50 points and a blast 200 plus 150 per asteroid', () => {
    expect([0, 1, 2, 3].map(planetShotPoints)).toEqual([50, 350, 500, 650]);
  });
});

describe('astroblaster levels', () => {
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

  it('moves the level only in a step that destroyed an asteroid, and may move it down to follow the score', () => {
    const state = playing();
    state.score = 2500;
    const quiet = noEvents();
    updateLevel(state, quiet);
    expect([state.level, quiet.levelUp]).toEqual([1, false]);

    const shot = { ...noEvents(), asteroidsDestroyed: 1 };
    updateLevel(state, shot);
    expect([state.level, shot.levelUp]).toEqual([3, true]);

    state.score = 1200; // only a test can lower a score; the level follows it without a level-up
    const again = { ...noEvents(), asteroidsDestroyed: 1 };
    updateLevel(state, again);
    expect([state.level, again.levelUp]).toEqual([2, false]);
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

  it('leaves the game on while a shield is left, and records no high score it did not beat', () => {
    const state = playing();
    state.score = 700;
    state.health = 1;
    const events = noEvents();
    endIfShieldsGone(state, events);
    expect([state.phase, events.gameOver]).toEqual(['playing', false]);

    state.highScore = 700;
    state.health = 0;
    endIfShieldsGone(state, events);
    expect(events).toMatchObject({ gameOver: true, newHighScore: false });
    expect([state.phase, state.highScore]).toEqual(['gameover', 700]);
  });
});
