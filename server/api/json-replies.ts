/**
 * How the API reads a JSON body and answers a failure: every failure is a JSON {error} with a short
 * message, a 4xx/5xx status and no caching.
 */
import type { Context } from 'hono';
import { isJsonContentType } from './validation';

export type ErrorStatus = 400 | 404 | 405 | 410 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

export function fail(c: Context, status: ErrorStatus, error: string, headers?: Record<string, string>) {
  return c.json({ error }, status, { 'Cache-Control': 'no-store', ...headers });
}

type BodyResult = { ok: true; body: unknown } | { ok: false; status: 400 | 415; error: string };

export async function readJsonBody(c: Context, { allowEmpty }: { allowEmpty: boolean }): Promise<BodyResult> {
  const text = await c.req.text();
  if (allowEmpty && text.trim() === '') return { ok: true, body: {} };
  if (!isJsonContentType(c.req.header('content-type'))) {
    return { ok: false, status: 415, error: 'Content-Type must be application/json' };
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: 'Request body must be valid JSON' };
  }
}

/** Whether reading the request's body failed because the client went away mid-body. */
export function isCutOffBody(c: Context, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return c.req.raw.signal.aborted || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED';
}
