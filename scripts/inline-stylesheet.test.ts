import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineStylesheet, withStylesheetInlined } from './inline-stylesheet';

/** The head as React Router writes it. */
const page = '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/><title>Hi</title></head><body><h1>Hi</h1></body></html>';
const css = 'h1{color:red}@font-face{font-family:X;src:url(/assets/x.woff2)}';

describe('the whole stylesheet inline', () => {
  it('replaces the stylesheet link with the stylesheet, where the link was', () => {
    const html = withStylesheetInlined(page, (href) => (href === '/assets/app-1.css' ? css : ''));
    expect(html).toBe(page.replace(/<link rel="stylesheet"[^>]*>/, `<style>${css}</style>`));
  });

  it('fails on a page without the link, or with more than one, naming the pattern', () => {
    expect(() => withStylesheetInlined('<html><head></head></html>', () => css)).toThrow(/expected one stylesheet link \(\/<link rel="stylesheet".*found 0/);
    expect(() => withStylesheetInlined(page.replace('<title>', '<link rel="stylesheet" href="/assets/other.css"/><title>'), () => css)).toThrow(/found 2/);
  });

  it('refuses a stylesheet that would close the <style> early', () => {
    expect(() => withStylesheetInlined(page, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
  });

  it('inlines it in every page of a build, naming a page it cannot', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inline-stylesheet-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'pricing'));
    writeFileSync(join(dir, 'assets', 'app-1.css'), css);
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'pricing', 'index.html'), page);
    expect(inlineStylesheet(dir)).toEqual({ pages: 2, cssBytes: css.length });
    expect(readFileSync(join(dir, 'pricing', 'index.html'), 'utf8')).toContain(`<style>${css}</style>`);
    expect(() => inlineStylesheet(dir)).toThrow(/^index\.html: expected one stylesheet link/);
  });
});
