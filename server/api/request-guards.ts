/**
 * What every API request passes through before its route answers: the request id and log line, the body
 * size limit, and the per-client rate limits.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ApiEnv } from '../env';
import { clientAddress, createRateLimiter, type RateLimitBackend, type RateLimiter } from '../rate-limit';
import { requestIdFrom, withRequestId, type Logger } from '../log';
import { MAX_BODY_BYTES } from './validation';
import { fail } from './json-replies';

const RATE_WINDOW_SECONDS = 60;

export interface RateLimits {
  message: RateLimiter;
  newChat: RateLimiter;
  webCall: RateLimiter;
  contact: RateLimiter;
}

export function createRateLimits(backend: RateLimitBackend, env: ApiEnv): RateLimits {
  const limiter = (name: string, limit: number) => createRateLimiter({ backend, name, limit, windowSeconds: RATE_WINDOW_SECONDS });
  return {
    message: limiter('chat-message', env.messagesPerMinute),
    newChat: limiter('chat-create', env.newChatsPerMinute),
    webCall: limiter('web-call', env.newChatsPerMinute),
    contact: limiter('contact-form', env.contactFormsPerMinute),
  };
}

/** The connection's own address: only the Node adapter exposes the socket; elsewhere (tests, other runtimes) there is none. */
export function socketAddress(c: Context): string | undefined {
  if (!c.env?.incoming && !c.env?.server) return undefined;
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The key a client is counted under; without a socket, the header (when trusted) or one shared key is used. */
export function clientKeyFor(trustedProxyHops: ApiEnv['trustedProxyHops']): (c: Context) => string {
  return (c) => clientAddress({ socketAddress: socketAddress(c), forwardedFor: c.req.header('x-forwarded-for'), trustedProxyHops });
}

/** A 429 answer when the client is over `limit`, otherwise undefined. */
export async function rateLimited(c: Context, limit: RateLimiter, clientKey: (c: Context) => string) {
  const decision = await limit.check(clientKey(c));
  if (decision.allowed) return undefined;
  return fail(c, 429, 'Too many requests. Please wait a moment and try again.', {
    'Retry-After': String(decision.retryAfterSeconds),
  });
}

/**
 * Every API request gets an id (a proxy's X-Request-Id when it sends a plain one): on each log line
 * written while it runs, on its own line when it ends, and in the response for the visitor's report.
 */
export function logRequests(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const reqId = requestIdFrom(c.req.header('x-request-id'));
    const started = performance.now();
    await withRequestId(reqId, next);
    c.res.headers.set('X-Request-Id', reqId);
    logger.info({ reqId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 }, 'api request');
  };
}

const tooLarge = (c: Context) => fail(c, 413, `Request body must be at most ${MAX_BODY_BYTES / 1024} KB`);
const limitStreamedBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * A declared length is checked from the header alone, which keeps the Node adapter
 * on its fast path for reading the body; a streamed (chunked) body is counted as it arrives.
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header('content-length');
  if (declared !== undefined && !c.req.header('transfer-encoding')) {
    return Number(declared) > MAX_BODY_BYTES ? tooLarge(c) : next();
  }
  return limitStreamedBody(c, next);
};
