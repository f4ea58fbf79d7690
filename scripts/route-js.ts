/**
 * Initial JavaScript of each prerendered route, raw and gzip: every module its HTML loads before the
 * page is interactive (scripts, inline module imports and, recursively, their static imports;
 * lazy `import()` chunks are not counted).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pages } from '../app/content/pages';
import { type ModuleBytes, moduleBytes } from './module-bytes';
import { PAGE_BUDGET, budgetMisses } from './page-budget';

export interface RouteJs {
  path: string;
  rawBytes: number;
  gzipBytes: number;
  /** URLs of the files counted. */
  files: string[];
}

function htmlFileFor(clientDir: string, path: string) {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path.slice(1), 'index.html');
}

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
const ENTRY_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

/** Module URLs a piece of code imports statically (and, for the page's inline script, its entry). */
export function importedModules(code: string, { withDynamic = false } = {}): string[] {
  const found = [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
  if (withDynamic) found.push(...[...code.matchAll(ENTRY_IMPORT)].map((match) => match[1]!));
  return found;
}

function resolveModule(specifier: string, from: string): string {
  return specifier.startsWith('/') ? specifier : new URL(specifier, `http://site${from}`).pathname;
}

export function initialJs(clientDir: string, path: string): RouteJs {
  const html = readFileSync(htmlFileFor(clientDir, path), 'utf8');
  const pending: string[] = [];
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) pending.push(href!);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) pending.push(src!);
  for (const [, code] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    pending.push(...importedModules(code!, { withDynamic: true }));
  }
  const seen = new Set<string>();
  const files: string[] = [];
  let rawBytes = 0;
  let gzipBytes = 0;
  while (pending.length) {
    const source = pending.pop()!;
    if (seen.has(source)) continue;
    seen.add(source);
    const file = join(clientDir, source);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    files.push(source);
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
    pending.push(...importedModules(body.toString('utf8')).map((specifier) => resolveModule(specifier, source)));
  }
  return { path, rawBytes, gzipBytes, files };
}

export function initialJsForAllRoutes(clientDir: string): RouteJs[] {
  return pages.map((page) => initialJs(clientDir, page.path));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatRouteJsTable(rows: RouteJs[]): string {
  const lines = [`| route | files | initial JS raw | initial JS gzip | budget ${kb(PAGE_BUDGET.initialJsGzip)} |`, '|---|---:|---:|---:|---|'];
  for (const row of rows) {
    const within = budgetMisses({ initialJsGzip: row.gzipBytes }).length === 0;
    lines.push(`| ${row.path} | ${row.files.length} | ${kb(row.rawBytes)} | ${kb(row.gzipBytes)} | ${within ? 'met' : 'over'} |`);
  }
  return lines.join('\n');
}

export function formatModuleTable(route: RouteJs, modules: ModuleBytes[], top = 25): string {
  const lines = [`Initial JS of ${route.path}: ${kb(route.gzipBytes)} gzip in ${route.files.length} files`, '| module | raw | gzip share |', '|---|---:|---:|'];
  for (const row of modules.slice(0, top)) lines.push(`| ${row.module} | ${kb(row.rawBytes)} | ${kb(row.gzipBytes)} |`);
  const rest = modules.slice(top);
  if (rest.length) lines.push(`| ${rest.length} more | ${kb(rest.reduce((sum, row) => sum + row.rawBytes, 0))} | ${kb(rest.reduce((sum, row) => sum + row.gzipBytes, 0))} |`);
  return lines.join('\n');
}

/**
 *   npm run perf:js                        every route's initial JS against the budget
 *   npm run perf:js -- --modules / /ai     what those routes' initial JS is made of (build with SOURCEMAP=1)
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = join(process.env.BUILD_DIR ?? 'build', 'client');
  const args = process.argv.slice(2);
  if (args.includes('--modules')) {
    for (const path of args.filter((arg) => arg.startsWith('/'))) {
      const route = initialJs(clientDir, path);
      console.log(`${formatModuleTable(route, moduleBytes(clientDir, route.files))}\n`);
    }
  } else {
    console.log(formatRouteJsTable(initialJsForAllRoutes(clientDir)));
  }
}
