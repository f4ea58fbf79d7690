import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadStaticAssets, precompressAssets } from './static-assets';

function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'assets-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Home</title>${'<p>copy</p>'.repeat(200)}`);
  writeFileSync(join(dir, 'tiny.txt'), 'small');
  return dir;
}

describe('precompressed builds', () => {
  it('writes brotli and gzip beside each compressible file, and serves them without listing them as pages', () => {
    const dir = build();
    expect(precompressAssets(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz', 'tiny.txt']);
    const assets = loadStaticAssets(dir);
    expect([...assets.keys()].sort()).toEqual(['/', '/tiny.txt']);
    const home = assets.get('/')!;
    expect(brotliDecompressSync(home.bodies.br!).equals(home.bodies.identity)).toBe(true);
    expect(gunzipSync(home.bodies.gzip!).equals(home.bodies.identity)).toBe(true);
    expect(assets.get('/tiny.txt')!.bodies.br).toBeUndefined();
  });

  it('compresses at start a file whose forms are missing or older than the file', () => {
    const dir = build();
    precompressAssets(dir);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Changed</title>${'<p>new copy</p>'.repeat(200)}`);
    const past = new Date(Date.now() - 60_000);
    for (const suffix of ['.br', '.gz']) utimesSync(join(dir, `index.html${suffix}`), past, past);
    const home = loadStaticAssets(dir).get('/')!;
    expect(brotliDecompressSync(home.bodies.br!).toString()).toContain('Changed');
    expect(gunzipSync(home.bodies.gzip!).toString()).toContain('Changed');
  });
});
