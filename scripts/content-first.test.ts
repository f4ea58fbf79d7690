import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PatternNotFound, rewritePages, scriptsAfterFirstPaint, withoutModulePreloads } from './content-first';

const page = [
  '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/></head>',
  '<body><h1>Hi</h1><script type="module" async="">import * as route0 from "/assets/root.js";</script></body>',
].join('');

/** A page as React Router writes it and inline-stylesheet.ts leaves it. */
const prerendered = [
  '<html><head><style>h1{color:red}</style></head>',
  '<body><h1>Hi</h1><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async>import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/pricing-1.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};\n\nimport("/assets/entry.client-1.js");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

/** Runs the rewritten module script with a fake browser; returns what it did, in order. */
async function runBootScript(html: string, { paintReported = true, hidden = false } = {}) {
  const code = html.match(/<script type="module" async>([\s\S]*?)<\/script>/)![1]!;
  const events: string[] = [];
  const browser = {
    document: { visibilityState: hidden ? 'hidden' : 'visible' },
    window: {} as Record<string, unknown>,
    setTimeout: (callback: () => void, ms: number) => (ms ? undefined : callback()),
    requestAnimationFrame: (callback: () => void) => callback(),
    PerformanceObserver: Object.assign(
      function PerformanceObserver(this: unknown, callback: (list: unknown, observer: unknown) => void) {
        return {
          observe: () => {
            const reportPaint = () => callback({ getEntriesByName: () => [{}] }, { disconnect: () => {} });
            if (paintReported) queueMicrotask(() => (events.push('painted'), reportPaint()));
          },
        };
      },
      { supportedEntryTypes: ['paint'] },
    ),
    load: async (url: string) => (events.push(`import ${url}`), { url }),
  };
  const body = code.replaceAll('import(', 'load(');
  const run = new Function(...Object.keys(browser), `return (async () => { ${body} })();`);
  await run(...Object.values(browser));
  return { events, window: browser.window };
}

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
    expect(rewritePages(dir, withoutModulePreloads)).toBe(2);
    expect(readFileSync(join(dir, 'pricing', 'index.html'), 'utf8')).not.toContain('modulepreload');
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe('modulepreload');
  });
});

describe('scripts after the first paint', () => {
  const html = scriptsAfterFirstPaint(prerendered);

  it('leaves no module import for the browser to find before the page is painted', () => {
    expect(html).not.toMatch(/^\s*import\s/m);
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).toContain('<script>window.__reactRouterContext.streamController.close();</script>');
  });

  it('after the paint, loads the manifest and routes, then the client entry', async () => {
    const { events, window } = await runBootScript(html);
    expect(events).toEqual([
      'painted',
      'import /assets/manifest-1.js',
      'import /assets/root-1.js',
      'import /assets/pricing-1.js',
      'import /assets/entry.client-1.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root-1.js' }, 'routes/pricing': { url: '/assets/pricing-1.js' } });
  });

  it('merges a split route module from its chunks before handing the routes over', async () => {
    const split = prerendered.replace(
      'import * as route1 from "/assets/pricing-1.js";',
      'import * as route1_clientLoader from "/assets/pricing-loader-1.js";\nimport * as route1_main from "/assets/pricing-1.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const { events, window } = await runBootScript(scriptsAfterFirstPaint(split));
    expect(events).toContain('import /assets/pricing-loader-1.js');
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root-1.js' }, 'routes/pricing': { url: '/assets/pricing-1.js' } });
  });

  it('starts at once in a hidden tab, which paints nothing', async () => {
    const { events } = await runBootScript(html, { paintReported: false, hidden: true });
    expect(events[0]).toBe('import /assets/manifest-1.js');
    expect(events).toContain('import /assets/entry.client-1.js');
  });
});

describe('a page the rewrites no longer recognise fails the build', () => {
  const failure = (rewrite: (html: string) => string, html: string) => {
    try {
      rewrite(html);
    } catch (error) {
      return error as Error;
    }
    throw new Error('the rewrite did not fail');
  };

  it('refuses a module script whose routes it cannot bind, rather than ship a page that does not hydrate', () => {
    const unknown = prerendered.replace('import * as route1 from "/assets/pricing-1.js";', 'let route1 = await import("/assets/pricing-1.js");');
    expect(() => scriptsAfterFirstPaint(unknown)).toThrow(/route1/);
  });

  it.each([
    ['no module script at all', '<html><body><h1>404</h1></body></html>', /React Router's module script/],
    ['the routes assigned another way', prerendered.replace('window.__reactRouterRouteModules = {', 'Object.assign(window.__reactRouterRouteModules, {'), /route modules assignment/],
    ['the client entry imported another way', prerendered.replace('import("/assets/entry.client-1.js");', 'await import("/assets/entry.client-1.js")'), /client entry import/],
    ['the route modules imported another way', prerendered.replaceAll(/import \* as (\w+) from/g, 'import $1 from'), /route module import/],
    // A rewrite is applied once: the page it has rewritten no longer has what it rewrites.
    ['a page already rewritten', scriptsAfterFirstPaint(prerendered), /route module import/],
  ])('naming the pattern: %s', (_case, html, pattern) => {
    const error = failure(scriptsAfterFirstPaint, html);
    expect(error).toBeInstanceOf(PatternNotFound);
    expect(error.message).toMatch(pattern);
  });

  it('naming the pattern: a page with no module preload hint to remove', () => {
    expect(failure(withoutModulePreloads, prerendered).message).toMatch(/module preload hint \(\/<link rel="modulepreload"/);
  });

  it('stops the whole run at the first such page, naming it and the pattern', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-first-'));
    mkdirSync(join(dir, 'pricing'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'pricing', 'index.html'), '<html><body>no scripts</body></html>');
    expect(() => rewritePages(dir, withoutModulePreloads)).toThrow(/^pricing\/index\.html: found no module preload hint \(\/<link rel="modulepreload"\[\^>\]\*>\/g\)$/);
  });
});
