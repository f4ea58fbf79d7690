import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const contentDir = join(__dirname);
const publicDir = join(__dirname, '..', '..', 'public');

/** Every "/images/…" path a content file names. */
function namedImages(): Array<{ file: string; src: string }> {
  const found: Array<{ file: string; src: string }> = [];
  for (const file of readdirSync(contentDir, { recursive: true }) as string[]) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(contentDir, file), 'utf8');
    for (const match of text.matchAll(/['"`](\/images\/[^'"`]+)['"`]/g)) found.push({ file, src: match[1]! });
  }
  return found;
}

describe('images named by the content', () => {
  it('all exist in public/, as SVG with a width and a height (no layout shift)', () => {
    const images = namedImages();
    expect(images.length).toBeGreaterThanOrEqual(14);
    const missing = images.filter(({ src }) => !existsSync(join(publicDir, src)));
    expect(missing).toEqual([]);
    for (const { src } of images.filter(({ src }) => src.endsWith('.svg'))) {
      const svg = readFileSync(join(publicDir, src), 'utf8');
      const root = svg.match(/<svg[^>]*>/)?.[0] ?? '';
      expect(root, src).toMatch(/\bwidth="\d+"/);
      expect(root, src).toMatch(/\bheight="\d+"/);
      expect(root, src).toMatch(/viewBox="[\d. ]+"/);
      expect(svg, src).not.toMatch(/<script|xlink:href="http|href="http/);
    }
  });
});
