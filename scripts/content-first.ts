/**
 * Prerendered pages paint before their scripts download: the framework's <link rel="modulepreload">
 * hints are removed, so on a slow connection the HTML, stylesheet and font have the bandwidth to
 * themselves. The page's module script still loads every module it needs (see
 * docs/decisions/0004-content-before-scripts.md).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}

/** Rewrites every .html file under a folder; returns how many changed. */
export function stripModulePreloads(dir: string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    if (!entry.endsWith('.html')) continue;
    const file = join(dir, entry);
    const html = readFileSync(file, 'utf8');
    const stripped = withoutModulePreloads(html);
    if (stripped === html) continue;
    writeFileSync(file, stripped);
    changed += 1;
  }
  return changed;
}
