/**
 * Prerendered pages paint before their scripts and stylesheet download (see
 * docs/decisions/0004-content-before-scripts.md and 0010-scripts-after-first-paint.md):
 * - the framework's <link rel="modulepreload"> hints are removed;
 * - the page's module script waits for the first contentful paint, then adds the page's stylesheet (the
 *   rules it does not inline, 0011-rest-of-the-stylesheet-per-page.md) and imports the page's modules,
 *   so on a slow connection the HTML has the bandwidth to itself until the page is on screen. Without
 *   JavaScript the stylesheet still loads, from a <noscript> link.
 * - Until the page has hydrated, a press on a button that does nothing without its code is held and
 *   replayed once it has (links, form fields, submit buttons and popover buttons work natively).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}

/** React Router's inline module script: imports the manifest and route modules, then the client entry. */
const ROUTE_MODULES_SCRIPT = /<script type="module" async(?:="")?>([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^\s*import\s+("[^"]+");/gm;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");/gm;
/** With split route modules (future.v8_splitRouteModules) a route is its chunks merged: `const route1 = {...route1_clientLoader,...route1_main};`. */
const MERGED_ROUTE_CHUNKS = /^\s*const \w+ = \{(?:\.\.\.\w+,?)+\};/gm;
const ROUTE_MODULES = /window\.__reactRouterRouteModules = (\{[^;]*\});/;
const ENTRY_IMPORT = /\bimport\(("[^"]+")\);/;

/** The page's stylesheet (the rules it does not inline) as critical-css.ts leaves it: a preload in the
 * head, a link at the end of the body. */
const STYLESHEET_PRELOAD = /<link rel="preload" href="[^"]+\.css"[^>]*as="style"[^>]*>/g;
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)"[^>]*>/g;

/**
 * Resolves once the page has painted its content. A hidden tab paints nothing, so it goes on at once; a
 * browser without paint timing waits for the next frame; and a paint that is never reported holds
 * nothing for longer than PAINT_WAIT_MS.
 */
const PAINT_WAIT_MS = 1000;
const AFTER_FIRST_PAINT = `await new Promise((painted) => {
  if (document.visibilityState === "hidden") return painted();
  setTimeout(painted, ${PAINT_WAIT_MS});
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(painted));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); painted(); }
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * Registered before the wait for the paint: a press on a button that needs the page's code is held until
 * root.tsx marks the page hydrated (html[data-hydrated]), then pressed again. deferred-parts.ts does the
 * same for a part whose code comes later still.
 */
const HOLD_EARLY_PRESSES = `const held = [];
const hold = (event) => {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button || button.disabled || button.hasAttribute("popovertarget") || (button.form && button.type !== "button")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(button);
};
addEventListener("click", hold, true);
new MutationObserver((records, observer) => {
  if (document.documentElement.dataset.hydrated !== "true") return;
  observer.disconnect();
  removeEventListener("click", hold, true);
  for (const button of held) if (button.isConnected) button.click();
}).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });`;

function addStylesheet(href: string): string {
  return `document.body.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: ${JSON.stringify(href)} }));`;
}

/** The module script's imports, started after the first paint; null when the page has no such script. */
function routeModulesAfterFirstPaint(code: string, stylesheets: string[]): string | null {
  const routeModules = code.match(ROUTE_MODULES)?.[1];
  const entry = code.match(ENTRY_IMPORT)?.[1];
  if (!routeModules || !entry) return null;
  const sideEffects = [...code.matchAll(SIDE_EFFECT_IMPORT)].map(([, url]) => url!);
  const namespaces = [...code.matchAll(NAMESPACE_IMPORT)].map(([, name, url]) => ({ name: name!, url: url! }));
  const merges = [...code.matchAll(MERGED_ROUTE_CHUNKS)].map(([merge]) => merge.trim());
  const bound = new Set([...namespaces.map((module) => module.name), ...merges.map((merge) => merge.split(' ')[1]!)]);
  const unbound = [...routeModules.matchAll(/:(\w+)/g)].map(([, name]) => name!).filter((name) => !bound.has(name));
  if (unbound.length) throw new Error(`The page's module script names route modules it does not import: ${unbound.join(', ')}`);
  const imports = [...sideEffects, ...namespaces.map((module) => module.url)].map((url) => `import(${url})`);
  const bindings = [...sideEffects.map(() => ''), ...namespaces.map((module) => module.name)].join(', ');
  return [
    HOLD_EARLY_PRESSES,
    AFTER_FIRST_PAINT,
    ...stylesheets.map(addStylesheet),
    `const [${bindings}] = await Promise.all([${imports.join(', ')}]);`,
    ...merges,
    `window.__reactRouterRouteModules = ${routeModules};`,
    `import(${entry});`,
  ].join('\n');
}

/** Rewrites a prerendered page so its scripts and stylesheet load after its first paint. */
export function scriptsAfterFirstPaint(html: string): string {
  const script = html.match(ROUTE_MODULES_SCRIPT);
  if (!script || script[1]!.includes('first-contentful-paint')) return html;
  const stylesheets = [...html.matchAll(STYLESHEET_LINK)].map(([, href]) => href!);
  const code = routeModulesAfterFirstPaint(script[1]!, stylesheets);
  if (!code) return html;
  const noscript = stylesheets.map((href) => `<noscript><link rel="stylesheet" href="${href}"></noscript>`).join('');
  return html
    .replace(STYLESHEET_PRELOAD, '')
    .replace(STYLESHEET_LINK, '')
    .replace(ROUTE_MODULES_SCRIPT, () => `<script type="module" async>${code}</script>`)
    .replace('</body>', () => `${noscript}</body>`);
}

/** Applies a rewrite to every .html file under a folder; returns how many changed. */
export function rewritePages(dir: string, rewrite: (html: string) => string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    if (!entry.endsWith('.html')) continue;
    const file = join(dir, entry);
    const html = readFileSync(file, 'utf8');
    const rewritten = rewrite(html);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}
