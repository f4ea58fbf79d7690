import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADING_FONT_TEXT, HEADING_FONT_UNICODE_RANGE, HEADING_FONT_WEIGHTS } from '../app/fonts/heading-font';
import { HEADING_FONT_PATH, buildHeadingFont } from './heading-font';

const appCss = readFileSync(join(import.meta.dirname, '..', 'app', 'app.css'), 'utf8');
const headingsFace = appCss.match(/@font-face\s*\{[^}]*"Space Grotesk Headings"[^}]*\}/)?.[0] ?? '';

/** Every code point a CSS unicode-range names. */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [start, end = start] = part.trim().replace(/^U\+/, '').split('-');
    for (let point = parseInt(start!, 16); point <= parseInt(end!, 16); point += 1) points.add(point);
  }
  return points;
}

describe('the headings font inlined into each page', () => {
  it('is the committed file: `npm run fonts` writes the same bytes', async () => {
    expect((await buildHeadingFont()).equals(readFileSync(HEADING_FONT_PATH))).toBe(true);
  });

  it('stays small enough to travel inside every page', () => {
    expect(readFileSync(HEADING_FONT_PATH).length).toBeLessThan(14 * 1024);
  });

  it('is declared in app.css with the characters and weights it holds', () => {
    expect(headingsFace).toContain(`unicode-range: ${HEADING_FONT_UNICODE_RANGE};`);
    expect(headingsFace).toContain(`font-weight: ${HEADING_FONT_WEIGHTS.join(' ')};`);
    expect(headingsFace).toContain('space-grotesk-headings.woff2');
  });

  it('names exactly the characters it holds in its unicode-range', () => {
    const held = new Set([...HEADING_FONT_TEXT].map((character) => character.codePointAt(0)!));
    expect(codePoints(HEADING_FONT_UNICODE_RANGE)).toEqual(held);
  });
});
