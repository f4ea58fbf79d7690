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

  it('points the page at the rest of the stylesheet, loaded without blocking the first paint or inline event handlers', async () => {
    const dir = buildFolder();
    const result = await inlineCriticalCss(dir);
    const home = readFileSync(join(dir, 'index.html'), 'utf8');
    const head = home.slice(0, home.indexOf('</head>'));
    const body = home.slice(home.indexOf('<body>'));
    const rest = body.match(/<link rel="stylesheet" href="(\/assets\/app-rest-[0-9a-f]{10}\.css)"[^>]*>\s*<\/body>/)?.[1];
    expect(rest).toBeDefined();
    expect(head).toMatch(new RegExp(`<link rel="preload" href="${rest}"[^>]*as="style"`));
    expect(head).not.toMatch(/rel="stylesheet"/);
    expect(home).not.toMatch(/\sonload=/);
    // The rest holds what the page does not inline, and only that.
    const restCss = readFileSync(join(dir, rest!), 'utf8');
    expect(restCss).toContain('.dialog-panel{position:fixed}');
    expect(restCss).not.toContain('.hero');
    expect(restCss).not.toContain('"Display"');
    expect(result.restBytes).toBeGreaterThan(0);
    // The shared stylesheet itself is left whole, for pages the server renders at run time.
    expect(readFileSync(join(dir, 'assets', 'app.css'), 'utf8')).toBe(css);
  });

  it('gives pages that use different rules different rest stylesheets', async () => {
    const dir = buildFolder();
    await inlineCriticalCss(dir);
    const restOf = (file: string) => readFileSync(join(dir, file), 'utf8').match(/href="(\/assets\/app-rest-[0-9a-f]+\.css)"/)![1]!;
    expect(restOf('index.html')).not.toBe(restOf(join('pricing', 'index.html')));
    expect(readFileSync(join(dir, restOf(join('pricing', 'index.html'))), 'utf8')).toContain('.hero{padding:2rem}');
  });
});
