import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rewritePages, scriptsAfterFirstPaint, withoutModulePreloads } from './content-first';

const page = [
  '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/></head>',
  '<body><h1>Hi</h1><script type="module" async="">import * as route0 from "/assets/root.js";</script></body>',
].join('');

/** A page as React Router writes it and critical-css.ts leaves it. */
const prerendered = [
  '<html><head><link rel="preload" href="/assets/app-1.css" data-precedence="default" as="style"><style>h1{color:red}</style></head>',
  '<body><h1>Hi</h1><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async>import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/pricing-1.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};\n\nimport("/assets/entry.client-1.js");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"></body></html>',
].join('');

/** Runs the rewritten module script with a fake browser; returns what it did, in order. */
async function runBootScript(html: string, { paintReported = true, hidden = false } = {}) {
  const code = html.match(/<script type="module" async>([\s\S]*?)<\/script>/)![1]!;
  const events: string[] = [];
  let reportPaint: () => void = () => {};
  const appended: Array<{ rel: string; href: string; dataset: Record<string, string> }> = [];
  let clickListener: ((event: unknown) => void) | undefined;
  let onHydrated: (() => void) | undefined;
  const documentElement = { dataset: {} as Record<string, string> };
  class FakeElement {
    constructor(readonly props: { closest?: string; form?: boolean; type?: string; attributes?: string[] } = {}) {}
    disabled = false;
    isConnected = true;
    clicks = 0;
    get form() { return this.props.form ? {} : null; }
    get type() { return this.props.type ?? 'submit'; }
    closest() { return this; }
    hasAttribute(name: string) { return this.props.attributes?.includes(name) ?? false; }
    click() { this.clicks += 1; }
  }
  const browser = {
    Element: FakeElement,
    addEventListener: (type: string, listener: (event: unknown) => void) => (clickListener = listener),
    removeEventListener: () => (clickListener = undefined),
    MutationObserver: class {
      constructor(private readonly callback: (records: unknown[], observer: unknown) => void) {}
      observe() { onHydrated = () => this.callback([], { disconnect: () => {} }); }
    },
    document: {
      documentElement,
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: () => ({ dataset: {} }),
      body: { append: (element: (typeof appended)[number]) => (appended.push(element), events.push(`stylesheet ${element.href}`)) },
    },
    window: {} as Record<string, unknown>,
    setTimeout: (callback: () => void, ms: number) => (ms ? undefined : callback()),
    requestAnimationFrame: (callback: () => void) => callback(),
    PerformanceObserver: Object.assign(
      function PerformanceObserver(this: unknown, callback: (list: unknown, observer: unknown) => void) {
        return {
          observe: () => {
            reportPaint = () => callback({ getEntriesByName: () => [{}] }, { disconnect: () => {} });
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
  /** Presses a button the way a visitor would; returns the button and whether the press was held. */
  const press = (props: ConstructorParameters<typeof FakeElement>[0] = {}) => {
    const button = new FakeElement(props);
    let held = false;
    clickListener?.({ target: button, preventDefault: () => (held = true), stopImmediatePropagation: () => {} });
    return { button, held };
  };
  const hydrate = () => {
    documentElement.dataset.hydrated = 'true';
    onHydrated?.();
  };
  return { events, window: browser.window, appended, press, hydrate };
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
    expect(rewritePages(dir, withoutModulePreloads)).toBe(0);
  });
});

describe('scripts and the stylesheet after the first paint', () => {
  const html = scriptsAfterFirstPaint(prerendered);

  it('leaves no stylesheet or module import for the browser to find before the page is painted', () => {
    const beforeNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(beforeNoscript).not.toMatch(/<link[^>]+\.css/);
    expect(html).not.toMatch(/^\s*import\s/m);
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).toContain('<script>window.__reactRouterContext.streamController.close();</script>');
  });

  it('keeps the stylesheet for visitors without JavaScript', () => {
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/app-1.css"></noscript></body>');
  });

  it('after the paint, adds the stylesheet, loads the manifest and routes, then the client entry', async () => {
    const { events, window, appended } = await runBootScript(html);
    expect(events).toEqual([
      'painted',
      'stylesheet /assets/app-1.css',
      'import /assets/manifest-1.js',
      'import /assets/root-1.js',
      'import /assets/pricing-1.js',
      'import /assets/entry.client-1.js',
    ]);
    expect(appended[0]).toMatchObject({ rel: 'stylesheet', href: '/assets/app-1.css' });
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

  it('refuses a module script whose routes it cannot bind, rather than ship a page that does not hydrate', () => {
    const unknown = prerendered.replace('import * as route1 from "/assets/pricing-1.js";', 'let route1 = await import("/assets/pricing-1.js");');
    expect(() => scriptsAfterFirstPaint(unknown)).toThrow(/route1/);
  });

  it('starts at once in a hidden tab, which paints nothing', async () => {
    const { events } = await runBootScript(html, { paintReported: false, hidden: true });
    expect(events[0]).toBe('stylesheet /assets/app-1.css');
    expect(events).toContain('import /assets/entry.client-1.js');
  });

  it('holds a press on a button until the page has hydrated, then presses it again', async () => {
    const { press, hydrate } = await runBootScript(html);
    const early = press({ type: 'button' });
    expect(early.held).toBe(true);
    expect(early.button.clicks).toBe(0);
    hydrate();
    expect(early.button.clicks).toBe(1);
    expect(press({ type: 'button' }).held).toBe(false);
  });

  it('lets buttons that work without code do so: submitting a form, opening a popover', async () => {
    const { press } = await runBootScript(html);
    expect(press({ form: true, type: 'submit' }).held).toBe(false);
    expect(press({ attributes: ['popovertarget'] }).held).toBe(false);
  });

  it('is applied once: a second rewrite changes nothing', () => {
    expect(scriptsAfterFirstPaint(html)).toBe(html);
  });

  it('leaves a page without the framework script alone', () => {
    const plain = '<html><body><h1>404</h1></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
