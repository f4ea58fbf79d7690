/**
 * Initial JavaScript of each prerendered route, raw and gzip: every module its HTML loads before the
 * page is interactive (scripts, inline module imports and, recursively, their static imports;
 * lazy `import()` chunks are not counted).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pages } from '../app/content/pages';

export interface RouteJs {
  path: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
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
  let rawBytes = 0;
  let gzipBytes = 0;
  while (pending.length) {
    const source = pending.pop()!;
    if (seen.has(source)) continue;
    seen.add(source);
    const file = join(clientDir, source);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
    pending.push(...importedModules(body.toString('utf8')).map((specifier) => resolveModule(specifier, source)));
  }
  return { path, files: seen.size, rawBytes, gzipBytes };
}

export function initialJsForAllRoutes(clientDir: string): RouteJs[] {
  return pages.map((page) => initialJs(clientDir, page.path));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatRouteJsTable(rows: RouteJs[]): string {
  const lines = ['| route | files | initial JS raw | initial JS gzip |', '|---|---:|---:|---:|'];
  for (const row of rows) lines.push(`| ${row.path} | ${row.files} | ${kb(row.rawBytes)} | ${kb(row.gzipBytes)} |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatRouteJsTable(initialJsForAllRoutes(join(process.env.BUILD_DIR ?? 'build', 'client'))));
}
