/** Initial JavaScript of each prerendered route: the module scripts its HTML loads, raw and gzip. */
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

export function initialJs(clientDir: string, path: string): RouteJs {
  const html = readFileSync(htmlFileFor(clientDir, path), 'utf8');
  const sources = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) sources.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) sources.add(src);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const source of sources) {
    const file = join(clientDir, source);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { path, files: sources.size, rawBytes, gzipBytes };
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
