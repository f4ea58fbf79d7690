// @vitest-environment jsdom
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { buildIconSprite, ICON_SPRITE_PATH } from '../../../scripts/icon-sprite';
import { ICON_NAMES, isKnownIcon } from './icon-names';
import { ICON_SPRITE_URL, Icon } from './Icon';

describe('Icon', () => {
  it('draws a decorative icon hidden from assistive technology', () => {
    const { container } = render(<Icon name="bot" className="size-6" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('size-6');
    expect(svg.getAttribute('class')).toContain('lucide-bot');
    expect(svg.querySelector('use')!.getAttribute('href')).toBe(`${ICON_SPRITE_URL}#bot`);
  });

  it('gives a labelled icon an accessible name', () => {
    const { getByRole } = render(<Icon name="star" label="Rated 5 stars" />);
    expect(getByRole('img', { name: 'Rated 5 stars' })).toBeInTheDocument();
  });

  it('knows every icon the site names, in its content and its components (an unknown name would draw nothing)', () => {
    const appDir = join(__dirname, '..', '..');
    const names = new Set<string>();
    for (const file of readdirSync(appDir, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(appDir, file), 'utf8');
      for (const match of text.matchAll(/\bicon:\s*'([a-z0-9-]+)'|<Icon\b[^>]*?\bname="([a-z0-9-]+)"/g)) names.add((match[1] ?? match[2])!);
    }
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((name) => !isKnownIcon(name))).toEqual([]);
  });

  it('has a symbol in the committed sprite for every name, drawn as `npm run icons` draws it', async () => {
    const sprite = readFileSync(ICON_SPRITE_PATH, 'utf8');
    expect(sprite).toBe(await buildIconSprite());
    for (const name of ICON_NAMES) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });
});
