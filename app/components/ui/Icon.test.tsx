// @vitest-environment jsdom
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { buildIconSprite, ICON_SPRITE_PATH } from '../../../scripts/icon-sprite';
import { ICON_NAMES } from './icon-names';
import { FALLBACK_ICON, ICON_SPRITE_URL, Icon, iconFor, isKnownIcon } from './Icon';

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

  it('falls back to the sparkle for unknown names', () => {
    expect(isKnownIcon('no-such-icon')).toBe(false);
    expect(iconFor('no-such-icon')).toBe(FALLBACK_ICON);
    const { container } = render(<Icon name="no-such-icon" />);
    expect(container.querySelector('svg')!.getAttribute('class')).toContain('lucide-sparkles');
  });

  it('knows every icon the site content names', () => {
    const contentDir = join(__dirname, '..', '..', 'content');
    const names = new Set<string>();
    for (const file of readdirSync(contentDir, { recursive: true }) as string[]) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(join(contentDir, file), 'utf8');
      for (const match of text.matchAll(/\bicon:\s*'([a-z0-9-]+)'/g)) names.add(match[1]!);
    }
    expect(names.size).toBeGreaterThan(0);
    expect([...names].filter((name) => !isKnownIcon(name))).toEqual([]);
  });

  it('has a symbol in the committed sprite for every name, drawn as `npm run icons` draws it', async () => {
    const sprite = readFileSync(ICON_SPRITE_PATH, 'utf8');
    expect(sprite).toBe(await buildIconSprite());
    for (const name of ICON_NAMES) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });
});
