/**
 * Prerendered pages paint before their scripts download (see docs/decisions/0004-content-before-scripts.md
 * and 0010-scripts-after-first-paint.md):
 * - the framework's <link rel="modulepreload"> hints are removed;
 * - the page's module script waits for the first contentful paint, then imports the page's modules, so on
 *   a slow connection the HTML has the bandwidth to itself until the page is on screen.
 * Both rewrite React Router's output. A page where a pattern no longer matches (a new version of the
 * framework writes it differently) fails the build, naming the page and the pattern: a page shipped
 * without the rewrite would silently lose the speed it exists for.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The framework's output no longer looks as a rewrite expects. */
export class PatternNotFound extends Error {}

/** The pattern's matches in the page; throws PatternNotFound when there are fewer than `atLeast`. */
export function requireMatches(html: string, pattern: RegExp, what: string, atLeast = 1): RegExpMatchArray[] {
  const global = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  const matches = [...html.matchAll(global)];
  if (matches.length < atLeast) throw new PatternNotFound(`found no ${what} (${pattern})`);
  return matches;
}

const requireMatch = (html: string, pattern: RegExp, what: string) => requireMatches(html, pattern, what)[0]!;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  requireMatches(html, MODULE_PRELOAD, 'module preload hint');
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

/** The module script's imports, started after the first paint. */
function routeModulesAfterFirstPaint(code: string): string {
  const [, routeModules] = requireMatch(code, ROUTE_MODULES, 'route modules assignment');
  const [, entry] = requireMatch(code, ENTRY_IMPORT, 'client entry import');
  const sideEffects = [...code.matchAll(SIDE_EFFECT_IMPORT)].map(([, url]) => url!);
  const namespaces = requireMatches(code, NAMESPACE_IMPORT, 'route module import').map(([, name, url]) => ({ name: name!, url: url! }));
  const merges = [...code.matchAll(MERGED_ROUTE_CHUNKS)].map(([merge]) => merge.trim());
  const bound = new Set([...namespaces.map((module) => module.name), ...merges.map((merge) => merge.split(' ')[1]!)]);
  const unbound = [...routeModules!.matchAll(/:(\w+)/g)].map(([, name]) => name!).filter((name) => !bound.has(name));
  if (unbound.length) throw new PatternNotFound(`the module script names route modules it does not import: ${unbound.join(', ')}`);
  const imports = [...sideEffects, ...namespaces.map((module) => module.url)].map((url) => `import(${url})`);
  const bindings = [...sideEffects.map(() => ''), ...namespaces.map((module) => module.name)].join(', ');
  return [
    AFTER_FIRST_PAINT,
    `const [${bindings}] = await Promise.all([${imports.join(', ')}]);`,
    ...merges,
    `window.__reactRouterRouteModules = ${routeModules};`,
    `import(${entry});`,
  ].join('\n');
}

/** Rewrites a prerendered page so its scripts load after its first paint. */
export function scriptsAfterFirstPaint(html: string): string {
  const [, script] = requireMatch(html, ROUTE_MODULES_SCRIPT, "React Router's module script");
  const code = routeModulesAfterFirstPaint(script!);
  return html.replace(ROUTE_MODULES_SCRIPT, () => `<script type="module" async>${code}</script>`);
}

/**
 * Applies a rewrite to every .html file under a folder; returns how many there were. A rewrite that
 * throws fails the whole run, with the page named.
 */
export function rewritePages(dir: string, rewrite: (html: string) => string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    if (!entry.endsWith('.html')) continue;
    const file = join(dir, entry);
    let rewritten: string;
    try {
      rewritten = rewrite(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${entry}: ${(error as Error).message}`, { cause: error });
    }
    writeFileSync(file, rewritten);
    pages += 1;
  }
  return pages;
}
