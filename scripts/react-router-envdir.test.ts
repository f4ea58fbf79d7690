import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { switchToEnvDir, withEnvDir } from './react-router-envdir';

function fakePackage(version: string) {
  const dir = mkdtempSync(join(tmpdir(), 'react-router-dev-'));
  mkdirSync(join(dir, 'dist', 'cli'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@react-router/dev', version }));
  writeFileSync(join(dir, 'dist', 'vite.js'), 'createServer({\n    configFile: false,\n    envFile: false,\n    plugins: []\n  });');
  writeFileSync(join(dir, 'dist', 'cli', 'index.js'), 'createServer({ envFile: false });');
  writeFileSync(join(dir, 'dist', 'config.js'), 'export const config = {};');
  writeFileSync(join(dir, 'dist', 'vite.d.ts'), 'envFile: false');
  return dir;
}

describe('React Router 7 without the deprecated envFile option', () => {
  it('replaces envFile: false with envDir: false, which means the same to Vite', () => {
    expect(withEnvDir('{ configFile: false, envFile: false, plugins: [] }')).toBe('{ configFile: false, envDir: false, plugins: [] }');
  });

  it('rewrites the built files of v7 that use it, once', () => {
    const dir = fakePackage('7.18.4');
    expect(switchToEnvDir(dir).sort()).toEqual([join('cli', 'index.js'), 'vite.js']);
    expect(readFileSync(join(dir, 'dist', 'vite.js'), 'utf8')).toContain('envDir: false,\n    plugins');
    expect(readFileSync(join(dir, 'dist', 'vite.d.ts'), 'utf8')).toBe('envFile: false');
    expect(switchToEnvDir(dir)).toEqual([]);
  });

  it('leaves React Router 8 alone, which made the change itself', () => {
    const dir = fakePackage('8.4.0');
    expect(switchToEnvDir(dir)).toEqual([]);
    expect(readFileSync(join(dir, 'dist', 'cli', 'index.js'), 'utf8')).toContain('envFile: false');
  });
});
