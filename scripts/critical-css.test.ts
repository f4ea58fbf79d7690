import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineCriticalCss } from './critical-css';

const css = [
  '@font-face{font-family:"Display";font-display:swap;src:url(/assets/display.woff2) format("woff2")}',
  '@font-face{font-family:"Unused";src:url(/assets/unused.woff2) format("woff2")}',
  'h1{font-family:"Display",sans-serif;color:#fff}',
  '.hero{padding:2rem}',
  '.dialog-panel{position:fixed}',
  '@media (min-width:64rem){.hero{padding:4rem}}',
].join('');

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/></head><body>${body}<script type="module">import "/assets/entry.js";</script></body></html>`;

function buildFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'pricing'));
  writeFileSync(join(dir, 'assets', 'app.css'), css);
  writeFileSync(join(dir, 'index.html'), page('<h1 class="hero">Home</h1>'));
  writeFileSync(join(dir, 'pricing', 'index.html'), page('<p>Plans</p>'));
  return dir;
}

describe('critical CSS at build', () => {
  it("inlines the rules each page's markup uses, media queries and the used font's @font-face included", async () => {
    const dir = buildFolder();
    const result = await inlineCriticalCss(dir);
    expect(result.pages).toBe(2);
    expect(result.inlinedBytes).toBeGreaterThan(0);
    const home = readFileSync(join(dir, 'index.html'), 'utf8');
    const inlined = home.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    expect(inlined).toContain('.hero{padding:2rem}');
    expect(inlined).toContain('min-width:64rem');
    expect(inlined).toMatch(/@font-face\{font-family:"?Display/);
    expect(inlined).not.toContain('Unused');
    expect(inlined).not.toContain('.dialog-panel');
    // The pricing page has no heading: neither the heading rule nor its font is inlined there.
    const pricing = readFileSync(join(dir, 'pricing', 'index.html'), 'utf8');
    expect(pricing).not.toContain('@font-face');
  });

  it('loads the full stylesheet without blocking the first paint and without inline event handlers', async () => {
    const dir = buildFolder();
    await inlineCriticalCss(dir);
    const home = readFileSync(join(dir, 'index.html'), 'utf8');
    const head = home.slice(0, home.indexOf('</head>'));
    const body = home.slice(home.indexOf('<body>'));
    expect(head).toMatch(/<link rel="preload" href="\/assets\/app.css"[^>]*as="style"/);
    expect(head).not.toMatch(/rel="stylesheet"/);
    expect(body).toMatch(/<link rel="stylesheet" href="\/assets\/app.css"[^>]*>\s*<\/body>/);
    expect(home).not.toMatch(/\sonload=/);
    // The shared stylesheet itself is left whole for the other pages.
    expect(readFileSync(join(dir, 'assets', 'app.css'), 'utf8')).toBe(css);
  });

  it('leaves a font face out of the shared stylesheet only when every page carries it inline', async () => {
    const dir = buildFolder();
    writeFileSync(join(dir, 'pricing', 'index.html'), page('<h1>Plans</h1>'));
    const result = await inlineCriticalCss(dir);
    expect(result.facesRemoved).toBe(1);
    const shared = readFileSync(join(dir, 'assets', 'app.css'), 'utf8');
    expect(shared).not.toContain('@font-face{font-family:"Display"');
    expect(shared).toContain('font-family:"Unused"');
    expect(shared).toContain('h1{font-family:"Display",sans-serif;color:#fff}');
    for (const html of ['index.html', join('pricing', 'index.html')]) expect(readFileSync(join(dir, html), 'utf8')).toMatch(/<style>[^<]*@font-face\{font-family:"?Display/);
  });
});
