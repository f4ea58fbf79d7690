import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripModulePreloads, withoutModulePreloads } from './content-first';

const page = [
  '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/></head>',
  '<body><h1>Hi</h1><script type="module" async="">import * as route0 from "/assets/root.js";</script></body>',
].join('');

describe('content before scripts', () => {
  it('removes module preload hints and keeps the stylesheet, the font preload and the module script', () => {
    const html = withoutModulePreloads(page);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
    expect(html).toContain('as="font"');
    expect(html).toContain('import * as route0 from "/assets/root.js"');
  });

  it('rewrites every prerendered page of a build, nested ones included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-first-'));
    mkdirSync(join(dir, 'pricing'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'pricing', 'index.html'), page);
    writeFileSync(join(dir, 'robots.txt'), 'modulepreload');
    expect(stripModulePreloads(dir)).toBe(2);
    expect(readFileSync(join(dir, 'pricing', 'index.html'), 'utf8')).not.toContain('modulepreload');
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe('modulepreload');
    expect(stripModulePreloads(dir)).toBe(0);
  });
});
