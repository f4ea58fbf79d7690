/**
 * Writes app/fonts/space-grotesk-headings.woff2: Space Grotesk cut down to what headings use (the
 * characters in HEADING_FONT_TEXT, weights 600–700 of its weight axis). The build inlines it into the CSS,
 * so headings paint in their own font at first paint, with no font request in front of the largest text
 * and no swap moving it afterwards.
 *   npm run fonts            write the file
 *   (heading-font.test.ts checks that the committed file matches this output)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { HEADING_FONT_TEXT, HEADING_FONT_WEIGHTS } from '../app/fonts/heading-font';

const fullFont = join(import.meta.dirname, '..', 'node_modules', '@fontsource-variable', 'space-grotesk', 'files', 'space-grotesk-latin-wght-normal.woff2');

export const HEADING_FONT_PATH = join(import.meta.dirname, '..', 'app', 'fonts', 'space-grotesk-headings.woff2');

export function buildHeadingFont(): Promise<Buffer> {
  return subsetFont(readFileSync(fullFont), HEADING_FONT_TEXT, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: HEADING_FONT_WEIGHTS[0], max: HEADING_FONT_WEIGHTS[1] } },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await buildHeadingFont();
  writeFileSync(HEADING_FONT_PATH, font);
  console.log(`Wrote ${font.length} bytes to ${HEADING_FONT_PATH}`);
}
