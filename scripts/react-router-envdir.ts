/**
 * Run by `npm install` (postinstall). @react-router/dev 7 starts its internal Vite servers with
 * `envFile: false`, which Vite 8.1 deprecated: every build printed "The `envFile` option is deprecated,
 * please use `envDir: false` instead." nine times. React Router made that change in v8 only
 * (remix-run/react-router#15230), and v8 needs Node 22.22 while the site supports Node 20.19; so the
 * installed copy of v7 gets the same change here. Both options mean "read no .env file" (Vite treats
 * `envFile: false` as `envDir: false`). Does nothing for React Router 8 or later, or when it is not installed.
 * Remove this script (and the postinstall) when the site moves to React Router 8.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const DEPRECATED = 'envFile: false';
const CURRENT = 'envDir: false';

export function withEnvDir(code: string): string {
  return code.replaceAll(DEPRECATED, CURRENT);
}

/** Rewrites the package's built files that pass `envFile: false`; returns the files changed. */
export function switchToEnvDir(packageDir: string): string[] {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  if (Number(version.split('.')[0]) >= 8) return [];
  const changed: string[] = [];
  const dist = join(packageDir, 'dist');
  for (const entry of readdirSync(dist, { recursive: true }) as string[]) {
    if (!entry.endsWith('.js')) continue;
    const file = join(dist, entry);
    const code = readFileSync(file, 'utf8');
    const rewritten = withEnvDir(code);
    if (rewritten === code) continue;
    writeFileSync(file, rewritten);
    changed.push(entry);
  }
  return changed;
}

function installedPackageDir(name: string): string | null {
  try {
    // `<package>/dist/vite.js` is one of its exports; the package folder is two levels up.
    return dirname(dirname(createRequire(import.meta.url).resolve(`${name}/vite`)));
  } catch {
    return null;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const packageDir = installedPackageDir('@react-router/dev');
  if (packageDir) switchToEnvDir(packageDir);
}
