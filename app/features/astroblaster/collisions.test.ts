import { blastAsteroidsNear, circleHitsRect } from './collisions';
import { step } from './engine';
import { NO_INPUT } from './step-io';
import { MESSAGES, NO_SPAWNS, QUIET_EVENTS, addAsteroid, addBullet, addPlanet, playing, run } from './test-kit';

describe('astroblaster collisions', () => {
  it('tests a circle against a rectangle, not against its bounding box', () => {
    expect(circleHitsRect(0, 0, 10, 0, 14, 2, 6)).toBe(true); // bullet tip inside
    expect(circleHitsRect(0, 0, 10, 10, 14, 2, 6)).toBe(false); // boxes overlap, corner 11.3 px away
    expect(circleHitsRect(0, 0, 10, 9, 9, 2, 6)).toBe(true);
  });

  it('an asteroid hit removes both, scores 50 and shows the message for 60 steps', () => {
    const state = playing();
    addAsteroid(state, 200, 200, 40, 'Voicemail');
    addBullet(state, 200, 240); // rises to 225, its top at 219 meets the asteroid's bottom at 222.5
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events).toEqual({ ...QUIET_EVENTS, scored: 50, asteroidsDestroyed: 1 });
    expect(state.score).toBe(50);
    expect(state.asteroids).toEqual([]);
    expect(state.bullets).toEqual([]);
    expect(state.effects).toEqual([{ id: expect.any(Number), x: 200, y: 202.5, message: 'Voicemail', life: 60, maxLife: 60, kind: 'asteroid' }]);
  });

  it('misses when the bullet passes beside the asteroid', () => {
    const state = playing();
    addAsteroid(state, 200, 200, 40);
    addBullet(state, 222.5, 210); // bullet's left edge 220.5, asteroid's right edge 220
    expect(step(state, NO_INPUT, NO_SPAWNS, MESSAGES).scored).toBe(0);
    expect(state.asteroids).toHaveLength(1);
    expect(state.bullets).toHaveLength(1);
  });

  it('one bullet destroys one asteroid; two bullets destroy two', () => {
    const state = playing();
    addAsteroid(state, 300, 200);
    addAsteroid(state, 305, 205);
    addBullet(state, 300, 230);
    step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(state.asteroids).toHaveLength(1);
    expect(state.score).toBe(50);

    const two = playing();
    addAsteroid(two, 300, 200);
    addAsteroid(two, 500, 200);
    addBullet(two, 300, 230);
    addBullet(two, 500, 230);
    expect(step(two, NO_INPUT, NO_SPAWNS, MESSAGES)).toMatchObject({ scored: 100, asteroidsDestroyed: 2 });
    expect([two.asteroids, two.bullets]).toEqual([[], []]);
    expect(two.effects).toHaveLength(2);
  });

  it('a planet shot with 2 asteroids within 150 px scores 200 + 2 × 150 = 500 and spares one 160 px away', () => {
    const state = playing();
    const planet = addPlanet(state, 400, 200, 80);
    addAsteroid(state, 500, 200); // 100 px right
    addAsteroid(state, 400, 80); // 120 px above
    const survivor = addAsteroid(state, 560, 200); // 160 px right
    addBullet(state, 400, 260); // rises to 245; its top at 239 meets the planet's bottom at 242
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events).toEqual({ ...QUIET_EVENTS, scored: 500, asteroidsDestroyed: 2, planetBlast: true });
    expect(state.score).toBe(500);
    expect(state.planets).toEqual([]);
    expect(state.bullets).toEqual([]);
    expect(state.asteroids).toEqual([survivor]);
    expect(state.effects).toEqual([{ id: expect.any(Number), x: 400, y: 202, message: '+500', life: 60, maxLife: 60, kind: 'planet' }]);
    expect(planet.id).not.toBe(survivor.id);
  });

  it('a planet blast of 3 asteroids shows +650 and raises the level when it crosses 1000', () => {
    const state = playing();
    state.score = 900;
    addPlanet(state, 400, 200, 80);
    addAsteroid(state, 300, 200);
    addAsteroid(state, 500, 200);
    addAsteroid(state, 400, 100);
    addBullet(state, 400, 260);
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events).toMatchObject({ scored: 650, asteroidsDestroyed: 3, planetBlast: true, levelUp: true });
    expect(state.effects[0].message).toBe('+650');
    expect([state.score, state.level]).toEqual([1550, 2]);
  });

  it('a planet alone scores 50', () => {
    const state = playing();
    addPlanet(state, 400, 200, 80);
    addAsteroid(state, 600, 200); // 200 px away: out of the blast
    addBullet(state, 400, 260);
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events).toEqual({ ...QUIET_EVENTS, scored: 50 });
    expect(state.score).toBe(50);
    expect(state.asteroids).toHaveLength(1);
    expect(state.effects[0]).toMatchObject({ message: '+50', kind: 'planet', life: 60 });
  });

  it('an asteroid hitting the ship costs 1 health and shows a 30-step effect', () => {
    const state = playing();
    addAsteroid(state, 400, 450); // falls to 452.5; its bottom at 472.5 passes the ship's top at 465
    const events = step(state, NO_INPUT, NO_SPAWNS, MESSAGES);
    expect(events).toEqual({ ...QUIET_EVENTS, shipHit: true });
    expect(state.health).toBe(2);
    expect(state.score).toBe(0);
    expect(state.asteroids).toEqual([]);
    expect(state.effects).toEqual([{ id: expect.any(Number), x: 400, y: 465, message: 'Shields hit!', life: 30, maxLife: 30, kind: 'ship' }]);

    run(state, 29);
    expect(state.effects[0].life).toBe(1);
    run(state, 1);
    expect(state.effects).toEqual([]);
  });

  it('leaves the ship alone when an asteroid passes beside it', () => {
    const state = playing();
    addAsteroid(state, 400 + 25 + 20 + 1, 500); // 1 px right of the ship's edge
    expect(step(state, NO_INPUT, NO_SPAWNS, MESSAGES).shipHit).toBe(false);
    expect(state.health).toBe(3);
  });

  it('blasts asteroids centred within 150 px of the planet, the edge included', () => {
    const state = playing();
    addAsteroid(state, 150, 0); // exactly 150 px away
    const outside = addAsteroid(state, 0, 150.01);
    addAsteroid(state, -90, -90); // 127 px away
    expect(blastAsteroidsNear(state.asteroids, 0, 0)).toBe(2);
    expect(state.asteroids).toEqual([outside]);
    expect(blastAsteroidsNear(state.asteroids, 1000, 1000)).toBe(0);
  });
});
