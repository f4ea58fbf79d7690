/**
 * The falling-characters rain behind the /development hero (SPEC §9): 14 px characters in columns, one row
 * further down every 50 ms tick, each column starting over at the top at a random moment once it has left
 * the canvas. Pure: the component feeds it the canvas size and Math.random, and draws what a tick returns.
 */

export const CHARACTER_SIZE_PX = 14;
export const RAIN_TICK_MS = 50;
/** Chance per tick that a column which has left the canvas starts over at the top. */
export const RESTART_CHANCE = 0.025;
/** Characters the rain is made of: code-ish glyphs that read as "software". */
export const RAIN_GLYPHS = '01{}[]()<>=+*/;:$#&|~ABCDEFabcdef';

export type Random = () => number;

export interface Rain {
  columns: number;
  rows: number;
  /** Row of each column's leading character (may be negative: waiting above the canvas). */
  heads: number[];
}

export interface RainGlyph {
  /** Top-left corner of the character cell, px. */
  x: number;
  y: number;
  char: string;
}

export function pickGlyph(random: Random): string {
  return RAIN_GLYPHS[Math.floor(random() * RAIN_GLYPHS.length)] ?? '0';
}

/** A rain filling `width` × `height` px, every column starting at a random height so they do not march in step. */
export function createRain(width: number, height: number, random: Random): Rain {
  const columns = Math.max(1, Math.floor(width / CHARACTER_SIZE_PX));
  const rows = Math.max(1, Math.ceil(height / CHARACTER_SIZE_PX));
  const heads = Array.from({ length: columns }, () => 0 - Math.floor(random() * rows) || 0);
  return { columns, rows, heads };
}

/** Advances every column by one row; returns the characters to draw this tick (one per column on the canvas). */
export function stepRain(rain: Rain, random: Random): RainGlyph[] {
  const glyphs: RainGlyph[] = [];
  rain.heads = rain.heads.map((head, column) => {
    if (head >= 0 && head < rain.rows) {
      glyphs.push({ x: column * CHARACTER_SIZE_PX, y: head * CHARACTER_SIZE_PX, char: pickGlyph(random) });
    }
    const pastBottom = head >= rain.rows;
    if (pastBottom && random() < RESTART_CHANCE) return 0;
    return pastBottom ? head : head + 1;
  });
  return glyphs;
}
