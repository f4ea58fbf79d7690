/**
 * The production web app: the prerendered site from memory, the API, the
 * health and readiness checks and the 404 page. Importable by tests (no listening here).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { NOT_FOUND_PATH } from '../app/content/pages';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, inlineScriptHashes } from './security-headers';
import { errorField, silentLogger, type Logger } from './log';
import { type StaticAsset, loadStaticAssets, pickEncoding } from './static-assets';

export interface CreateAppOptions {
  /** Folder of the client build (build/client). */
  clientDir: string;
  /** The API routes, mounted as they are (paths start with /api/). */
  api?: Hono;
  /** Where unexpected failures are written. */
  logger?: Logger;
  /** Whether the server can take leads now (the lead store answers), for GET /readyz; always ready without it. */
  ready?: () => Promise<boolean>;
}

interface PreparedAsset extends StaticAsset {
  headers: Record<string, string>;
}

function prepare(asset: StaticAsset): PreparedAsset {
  const headers: Record<string, string> = {
    ...BASE_SECURITY_HEADERS,
    'Content-Type': asset.contentType,
    'Cache-Control': asset.cacheControl,
    ETag: asset.etag,
    Vary: 'Accept-Encoding',
  };
  if (asset.isHtml) {
    headers['Content-Security-Policy'] = contentSecurityPolicy(inlineScriptHashes(asset.bodies.identity.toString('utf8')));
  }
  return { ...asset, headers };
}

/** The SPA fallback is not served: unknown paths get the prerendered 404 page. */
const isUnserved = (urlPath: string) => urlPath === '/__spa-fallback.html';

export function createApp({ clientDir, api, logger = silentLogger, ready }: CreateAppOptions): Hono {
  const assets = new Map<string, PreparedAsset>();
  for (const [path, asset] of loadStaticAssets(clientDir, isUnserved)) assets.set(path, prepare(asset));
  const notFoundPage = assets.get(NOT_FOUND_PATH);

  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  // Liveness: the process serves. Readiness: it can also take leads, so a load balancer sends visitors elsewhere
  // while its database is away (the pages would still be served, the forms would answer 503).
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/readyz', async (c) => {
    const noStore = { 'Cache-Control': 'no-store' };
    if (!ready || (await ready().catch(() => false))) return c.json({ status: 'ready' }, 200, noStore);
    return c.json({ status: 'unavailable', reason: 'The lead store does not answer.' }, 503, noStore);
  });

  if (api) app.route('/', api);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404, { 'Cache-Control': 'no-store' }));

  const send = (c: Context, asset: PreparedAsset, status: 200 | 404) => {
    const encoding = pickEncoding(asset, c.req.header('accept-encoding'));
    const headers: Record<string, string> = { ...asset.headers };
    if (status === 200 && c.req.header('if-none-match') === asset.etag) {
      return c.body(null, 304, headers);
    }
    if (status === 404) headers['Cache-Control'] = 'no-store';
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    const body = asset.bodies[encoding] ?? asset.bodies.identity;
    headers['Content-Length'] = String(body.length);
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(body, status, headers);
  };

  app.on(['GET', 'HEAD'], '*', (c) => {
    const path = c.req.path;
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    if (trimmed !== path && assets.has(trimmed)) {
      return c.redirect(trimmed + (new URL(c.req.url).search || ''), 301);
    }
    const asset = path === NOT_FOUND_PATH ? undefined : assets.get(path);
    if (asset) return send(c, asset, 200);
    if (notFoundPage) return send(c, notFoundPage, 404);
    return c.text('Not found', 404);
  });

  app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }));

  app.onError((error, c) => {
    logger.error({ err: errorField(error), path: c.req.path }, 'unexpected failure');
    return c.json({ error: 'Internal server error' }, 500);
  });

  return app;
}
