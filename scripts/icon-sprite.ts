/**
 * Writes app/components/ui/icon-sprite.svg: one <symbol> per name in ICON_NAMES, drawn from the
 * lucide icon set, so pages show icons without shipping their drawings in JavaScript.
 *   npm run icons            write the sprite
 *   (icon-sprite.test.ts checks that the committed sprite matches this output)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ICON_NAMES } from '../app/components/ui/icon-names';

type IconNode = Array<[string, Record<string, string>]>;
interface IconModule {
  __iconData?: { node: IconNode };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function drawNode(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
}

const iconsDir = join(import.meta.dirname, '..', 'node_modules', 'lucide-react', 'dist', 'esm', 'icons');

/** The drawing of a lucide icon; an alias module ("filter" → "funnel") is followed to its icon. */
async function iconNode(name: string): Promise<IconNode> {
  const file = join(iconsDir, `${name}.mjs`);
  const module = (await import(file)) as IconModule;
  if (module.__iconData) return module.__iconData.node;
  const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, 'utf8'));
  if (!alias) throw new Error(`No drawing for the icon "${name}"`);
  return iconNode(alias[1]!);
}

export async function buildIconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of ICON_NAMES) {
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${drawNode(await iconNode(name))}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

export const ICON_SPRITE_PATH = join(import.meta.dirname, '..', 'app', 'components', 'ui', 'icon-sprite.svg');

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(ICON_SPRITE_PATH, await buildIconSprite());
  console.log(`Wrote ${ICON_NAMES.length} icons to ${ICON_SPRITE_PATH}`);
}
