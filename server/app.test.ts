import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { createApp } from './app';
import { inlineScriptHashes } from './security-headers';

function fixtureBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-build-'));
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title><script type="application/ld+json">{"a":1}</script></head><body><h1>${title}</h1>${'<p>copy</p>'.repeat(200)}<script>window.__ctx = 1;</script></body></html>`;
  writeFileSync(join(dir, 'index.html'), page('Home'));
  mkdirSync(join(dir, 'pricing'));
  writeFileSync(join(dir, 'pricing', 'index.html'), page('Pricing'));
  mkdirSync(join(dir, '404'));
  writeFileSync(join(dir, '404', 'index.html'), page('Page not found'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'console.log("hello");'.repeat(100));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, '__spa-fallback.html'), page('Fallback'));
  return dir;
}

describe('production app', () => {
  const api = new Hono().post('/api/echo', (c) => c.json({ ok: true }));
  const app = createApp({ clientDir: fixtureBuild(), api });

  it('serves prerendered pages with revalidation, security headers and a CSP for their inline scripts', async () => {
    const res = await app.request('/pricing');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('permissions-policy')).toContain('microphone=(self)');
    expect(res.headers.get('x-powered-by')).toBeNull();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain(inlineScriptHashes('<script>window.__ctx = 1;</script>')[0]);
    expect(await res.text()).toContain('<h1>Pricing</h1>');
  });

  it('hashes only executable inline scripts', () => {
    expect(inlineScriptHashes('<script type="application/ld+json">{}</script><script src="/a.js"></script>')).toEqual([]);
  });

  it('serves hashed assets as immutable', async () => {
    const res = await app.request('/assets/entry-abc123.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('text/javascript');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<h1>Home</h1>');
    const gz = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('<h1>Home</h1>');
    const plain = await app.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const second = await app.request('/', { headers: { 'if-none-match': etag ?? '' } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('serves the 404 page with status 404 for unknown paths, and never the SPA fallback', async () => {
    for (const path of ['/no-such-page', '/__spa-fallback.html', '/404']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Page not found');
    }
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await app.request('/pricing/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/pricing');
  });

  it('answers HEAD without a body', async () => {
    const res = await app.request('/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('has a health check, mounts the API and gives unknown API paths a JSON 404', async () => {
    expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await app.request('/api/echo', { method: 'POST' })).json()).toEqual({ ok: true });
    const missing = await app.request('/api/nothing', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found' });
  });

  it('says it is ready when nothing is asked of it', async () => {
    const res = await app.request('/readyz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('answers /readyz as its readiness check says, while /healthz stays ok', async () => {
    let answers: boolean | Error = false;
    let asked = 0;
    const checked = createApp({
      clientDir: fixtureBuild(),
      ready: async () => {
        asked += 1;
        if (answers instanceof Error) throw answers;
        return answers;
      },
    });
    const readiness = async () => {
      const res = await checked.request('/readyz');
      expect(res.headers.get('cache-control')).toBe('no-store');
      return { status: res.status, body: await res.json() };
    };

    expect(await readiness()).toEqual({ status: 503, body: { status: 'unavailable', reason: 'The lead store does not answer.' } });
    const health = await checked.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    answers = true;
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });
    answers = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    expect((await readiness()).status).toBe(503);
    // A load balancer may ask with HEAD.
    answers = true;
    const head = await checked.request('/readyz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(asked).toBe(4);
  });

  it('refuses other methods on pages', async () => {
    expect((await app.request('/', { method: 'POST' })).status).toBe(405);
  });
});
