/**
 * Builds the site a second time with every third-party embed configured to point at the fake hosts of
 * tests/e2e/fixtures/embeds (served by the consent tests), into build-embeds/.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const EMBEDS_BUILD_DIR = 'build-embeds';
const fixture = readFileSync(join(import.meta.dirname, '..', 'tests', 'e2e', 'fixtures', 'embeds', 'site-third-party.json'), 'utf8');

const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, BUILD_DIR: EMBEDS_BUILD_DIR, SITE_THIRD_PARTY: JSON.stringify(JSON.parse(fixture)) },
});
process.exit(result.status ?? 1);
