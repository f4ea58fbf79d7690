import { step } from './engine';
import { backToMenu, createGame, removeAt, startGame } from './game-state';
import { MESSAGES, NO_SPAWNS, addAsteroid, addBullet, addPlanet, playing, press, run } from './test-kit';

describe('astroblaster start values', () => {
  it('creates a game on the menu with the ship at (400, 500), 3 health, level 1 and nothing on screen', () => {
    const state = createGame();
    expect(state).toMatchObject({ phase: 'menu', score: 0, level: 1, health: 3, highScore: 0, elapsedMs: 0, steps: 0 });
    expect(state.ship).toEqual({ x: 400, y: 500, width: 50, height: 70 });
    expect([state.bullets, state.asteroids, state.planets, state.effects]).toEqual([[], [], [], []]);
  });

  it('keeps a given high score and ignores a nonsensical one', () => {
    expect(createGame(4200).highScore).toBe(4200);
    expect(createGame(Number.NaN).highScore).toBe(0);
    expect(createGame(-50).highScore).toBe(0);
  });

  it('startGame resets score 0, level 1, health 3, clears every object and returns the ship, keeping the high score', () => {
    const state = createGame(9000);
    startGame(state);
    state.score = 2750;
    state.level = 3;
    state.health = 1;
    state.ship.x = 120;
    addAsteroid(state, 100, 100);
    addPlanet(state, 300, 100);
    addBullet(state, 500, 100);
    run(state, 5, press({ fire: true }));
    state.phase = 'gameover';

    startGame(state);
    expect(state).toMatchObject({ phase: 'playing', score: 0, level: 1, health: 3, highScore: 9000, elapsedMs: 0, steps: 0 });
    expect(state.ship).toEqual({ x: 400, y: 500, width: 50, height: 70 });
    expect([state.bullets, state.asteroids, state.planets, state.effects]).toEqual([[], [], [], []]);
    // The fire timer is reset too, so the first shot of the new game is immediate.
    step(state, press({ fire: true }), NO_SPAWNS, MESSAGES);
    expect(state.bullets).toHaveLength(1);
  });

  it('backToMenu returns to the menu with the field cleared', () => {
    const state = playing();
    addAsteroid(state, 100, 100);
    addBullet(state, 200, 100);
    run(state, 1);
    backToMenu(state);
    expect(state.phase).toBe('menu');
    expect([state.bullets, state.asteroids, state.planets, state.effects]).toEqual([[], [], [], []]);
  });
});

describe('astroblaster field lists', () => {
  it('removes an object by moving the last one into its slot', () => {
    const items = ['a', 'b', 'c', 'd'];
    removeAt(items, 1);
    expect(items).toEqual(['a', 'd', 'c']);
    removeAt(items, 2);
    expect(items).toEqual(['a', 'd']);
    removeAt(items, 0);
    removeAt(items, 0);
    expect(items).toEqual([]);
  });
});
