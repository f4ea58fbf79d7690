/**
 * The production build held in memory: every file read once at start-up, with its brotli and gzip
 * forms (written beside it at build time by precompressAssets, so start-up does not spend seconds
 * compressing), its ETag and response headers computed up front, so serving a page is a map lookup.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface StaticAsset {
  urlPath: string;
  contentType: string;
  cacheControl: string;
  etag: string;
  isHtml: boolean;
  /** Sent as they are, never copied per request: a copy of each page per request kept the GC busy. */
  bodies: Partial<Record<Encoding, NonSharedBuffer>> & { identity: NonSharedBuffer };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  // A prerendered page's loader data, fetched by the router on client-side navigation.
  '.data': 'text/x-script; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.data', '.webmanifest', '.xml', '.txt', '.svg']);
const MIN_COMPRESS_BYTES = 512;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
export const CACHE_SHORT = 'public, max-age=3600';

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** "/pricing/index.html" is served at "/pricing"; "/index.html" at "/". */
export function urlPathFor(fileRelative: string): string {
  const url = `/${fileRelative.split(sep).join('/')}`;
  if (url === '/index.html') return '/';
  if (url.endsWith('/index.html')) return url.slice(0, -'/index.html'.length);
  return url;
}

function cacheControlFor(urlPath: string, ext: string): string {
  if (urlPath.startsWith('/assets/')) return CACHE_IMMUTABLE; // file names carry a content hash
  if (ext === '.html') return CACHE_REVALIDATE;
  return CACHE_SHORT;
}

const isCompressible = (body: Buffer, ext: string) => COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES;

/** Brotli at its best ratio (slow: done once per build) and gzip -9. */
function compress(body: Buffer): { br: NonSharedBuffer; gzip: NonSharedBuffer } {
  return {
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** The compressed forms written beside a file by precompressAssets. */
const PRECOMPRESSED: ReadonlyArray<[Exclude<Encoding, 'identity'>, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * An asset from a file's body; its compressed forms are read from the files beside it when the build has
 * them (`precompressed`), or made now.
 */
export function buildAsset(urlPath: string, body: NonSharedBuffer, ext: string, precompressed?: Partial<Record<Encoding, NonSharedBuffer>>): StaticAsset {
  const bodies: StaticAsset['bodies'] = { identity: body };
  if (isCompressible(body, ext)) Object.assign(bodies, precompressed?.br && precompressed.gzip ? precompressed : compress(body));
  return {
    urlPath,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    cacheControl: cacheControlFor(urlPath, ext),
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
    isHtml: ext === '.html',
    bodies,
  };
}

const isPrecompressedFile = (file: string) => PRECOMPRESSED.some(([, suffix]) => file.endsWith(suffix));

/** Writes each compressible file's brotli and gzip forms beside it (file.br, file.gz); returns how many files. */
export function precompressAssets(root: string): number {
  let count = 0;
  for (const file of walk(root)) {
    if (isPrecompressedFile(file)) continue;
    const body = readFileSync(file);
    if (!isCompressible(body, extname(file).toLowerCase())) continue;
    const forms = compress(body);
    for (const [encoding, suffix] of PRECOMPRESSED) writeFileSync(file + suffix, forms[encoding]);
    count += 1;
  }
  return count;
}

/** Reads the whole client build into memory. Files under `skip` are left out. */
export function loadStaticAssets(root: string, skip: (urlPath: string) => boolean = () => false): Map<string, StaticAsset> {
  const assets = new Map<string, StaticAsset>();
  for (const file of walk(root)) {
    if (isPrecompressedFile(file) && existsSync(file.replace(/\.(br|gz)$/, ''))) continue;
    const urlPath = urlPathFor(relative(root, file));
    if (skip(urlPath)) continue;
    const ext = extname(file).toLowerCase();
    const precompressed: Partial<Record<Encoding, NonSharedBuffer>> = {};
    const modified = statSync(file).mtimeMs;
    for (const [encoding, suffix] of PRECOMPRESSED) {
      // A form older than its file is left over from an earlier build.
      if (existsSync(file + suffix) && statSync(file + suffix).mtimeMs >= modified) precompressed[encoding] = readFileSync(file + suffix);
    }
    assets.set(urlPath, buildAsset(urlPath, readFileSync(file), ext, precompressed));
  }
  return assets;
}

/** Best encoding the client accepts among those the asset has. */
export function pickEncoding(asset: StaticAsset, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  if (asset.bodies.br && /\bbr\b/.test(acceptEncoding)) return 'br';
  if (asset.bodies.gzip && /\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}
