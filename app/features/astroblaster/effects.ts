/** The floating texts over the field: a shot asteroid's message, a planet's points, a hit on the ship. */
import { type GameState, type TextEffect, removeAt } from './game-state';

/** Shows `message` at (x, y) for `life` steps. */
export function addEffect(state: GameState, x: number, y: number, message: string, life: number, kind: TextEffect['kind']): void {
  state.effects.push({ id: state.nextId++, x, y, message, life, maxLife: life, kind });
}

/** One step older; an effect whose life runs out leaves. */
export function ageEffects(effects: TextEffect[]): void {
  for (let i = effects.length - 1; i >= 0; i--) {
    if (--effects[i].life <= 0) removeAt(effects, i);
  }
}
