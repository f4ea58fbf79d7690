/**
 * The chat and voice API, as a Hono app with full paths, mounted by the site server
 * with `app.route('/', createApi())`.
 *
 *   POST /api/retell-chat       {action:'create', agent_id?}           → {chat_id}
 *                               {action:'send', chat_id, content}      → {messages:[{role, message_id, content}]}
 *   POST /api/create-web-call   {agent_id?}                            → {access_token, call_id}
 *   GET  /api/voice-mode                                               → {mode: 'provider' | 'browser'}
 *   POST /api/contact           the contact form, JSON or a plain form post (see ./contact.ts)
 *   POST /api/privacy-request   the privacy request form, likewise (see ./privacy-request.ts)
 *
 * The voice mode tells the page, without a failing request, whether Start Conversation places a
 * provider's web call ('provider') or runs the conversation in the browser over the chat API ('browser').
 *
 * Every failure is a JSON {error} with a short message and a 4xx/5xx status.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { readApiEnv, type EnvSource } from '../env';
import { createChatIdSigner } from '../chat/chat-id';
import { createEmbeddedProvider, type ChatAgent } from '../chat/embedded-provider';
import { createRetellProvider } from '../chat/retell-provider';
import { ProviderError, type ChatProvider, type VoiceProvider } from '../chat/provider';
import { getValeAgent } from '../chat/vale';
import { createChatMemory } from '../chat/chat-memory';
import { createConversation } from '../chat/conversation';
import { knownPaths } from './known-paths';
import { clientAddress, createRateLimiter, memoryBackend, type RateLimitBackend, type RateLimiter } from '../rate-limit';
import { isJsonContentType, MAX_BODY_BYTES, validateChatRequest, validateWebCallRequest } from './validation';
import { CONTACT_PATH, registerContactRoute } from './contact';
import { PRIVACY_REQUEST_PATH, registerPrivacyRequestRoute } from './privacy-request';
import type { LeadService } from '../leads/lead-service';
import { errorField, requestIdFrom, silentLogger, withRequestId, type Logger } from '../log';
import { registerOwnerRoute } from './owner';

export const CHAT_PATH = '/api/retell-chat';
export const WEB_CALL_PATH = '/api/create-web-call';
export const VOICE_MODE_PATH = '/api/voice-mode';
const RATE_WINDOW_SECONDS = 60;

export interface ApiOptions {
  /** Where settings are read from; process.env by default. */
  env?: EnvSource;
  /** Where the rate-limit counters live: this process's memory by default, or PostgreSQL shared by every instance. */
  rateLimits?: RateLimitBackend;
  /** Clock for chat-id expiry. */
  now?: () => number;
  /** Overrides the provider timeout (15 s), so tests of a hanging provider stay quick. */
  providerTimeoutMs?: number;
  /** Replaces the embedded agent, for tests. */
  agent?: ChatAgent;
  /** Takes leads from the contact form; without it the form answers 503. */
  leads?: LeadService;
  /** Opens POST /api/owner to the owner's CLI on this machine, with this token (see ../leads/owner-access.ts). */
  ownerToken?: string;
  /** Structured logs: one line per API request, with its id, and the failures; none by default. */
  logger?: Logger;
  /** Receives provider and unexpected failures; an error line on `logger` by default. */
  logError?: (message: string, error: unknown) => void;
}

type ErrorStatus = 400 | 404 | 405 | 410 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

function fail(c: Context, status: ErrorStatus, error: string, headers?: Record<string, string>) {
  return c.json({ error }, status, { 'Cache-Control': 'no-store', ...headers });
}

type BodyResult = { ok: true; body: unknown } | { ok: false; status: 400 | 415; error: string };

async function readJsonBody(c: Context, { allowEmpty }: { allowEmpty: boolean }): Promise<BodyResult> {
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
function isCutOffBody(c: Context, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return c.req.raw.signal.aborted || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED';
}

export function createApi(options: ApiOptions = {}): Hono {
  const env = readApiEnv(options.env ?? process.env);
  const now = options.now ?? Date.now;
  const logger = options.logger ?? silentLogger;
  const logError = options.logError ?? ((message, error) => logger.error({ err: errorField(error) }, message));
  const backend = options.rateLimits ?? memoryBackend();
  const limiter = (name: string, limit: number) => createRateLimiter({ backend, name, limit, windowSeconds: RATE_WINDOW_SECONDS });
  const limits = {
    message: limiter('chat-message', env.messagesPerMinute),
    newChat: limiter('chat-create', env.newChatsPerMinute),
    webCall: limiter('web-call', env.newChatsPerMinute),
    contact: limiter('contact-form', env.contactFormsPerMinute),
  };

  const retell = env.retellApiKey
    ? createRetellProvider({
        apiKey: env.retellApiKey,
        baseUrl: env.retellBaseUrl,
        chatAgentId: env.retellChatAgentId,
        voiceAgentId: env.retellVoiceAgentId,
        timeoutMs: options.providerTimeoutMs,
        onFailure: (operation, error) => logError(`provider ${operation} failed:`, error),
      })
    : undefined;
  // The hosted agent answers chat once a key and its chat agent are configured; until
  // then the embedded agent does, so the chat panel always works.
  const chat: ChatProvider =
    retell && env.retellChatAgentId
      ? retell
      : createEmbeddedProvider({
          signer: createChatIdSigner(env.chatSessionSecret),
          conversation: createConversation({
            agent: () => options.agent ?? getValeAgent(),
            memory: createChatMemory({ store: () => options.leads?.openStore(), now, onError: logError }),
            leads: options.leads,
            onError: logError,
          }),
          now,
        });
  const voice: VoiceProvider | undefined = retell && env.retellVoiceAgentId ? retell : undefined;

  // Only the Node adapter exposes the socket; elsewhere (tests, other runtimes) there is none.
  function socketAddress(c: Context): string | undefined {
    if (!c.env?.incoming && !c.env?.server) return undefined;
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined;
    }
  }

  // Without a socket, the header (when trusted) or one shared key is used.
  function clientKey(c: Context): string {
    return clientAddress({ socketAddress: socketAddress(c), forwardedFor: c.req.header('x-forwarded-for'), trustedProxyHops: env.trustedProxyHops });
  }

  async function rateLimited(c: Context, limit: RateLimiter) {
    const decision = await limit.check(clientKey(c));
    if (decision.allowed) return undefined;
    return fail(c, 429, 'Too many requests. Please wait a moment and try again.', {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }

  // The page the chat was sent from, for a lead taken in it: the Referer's path when it is one of ours.
  function pageOf(c: Context): string {
    const referer = c.req.header('referer');
    if (!referer) return '/';
    try {
      const path = new URL(referer).pathname;
      return knownPaths.has(path) ? path : '/';
    } catch {
      return '/';
    }
  }

  function providerFailure(c: Context, error: unknown) {
    if (error instanceof ProviderError) {
      const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
      return fail(c, error.status, error.message, headers);
    }
    logError('request failed:', error);
    return fail(c, 500, 'Something went wrong. Please try again.');
  }

  const api = new Hono();

  // Every API request gets an id (a proxy's X-Request-Id when it sends a plain one): on each log line
  // written while it runs, on its own line when it ends, and in the response for the visitor's report.
  api.use('/api/*', async (c, next) => {
    const reqId = requestIdFrom(c.req.header('x-request-id'));
    const started = performance.now();
    await withRequestId(reqId, next);
    c.res.headers.set('X-Request-Id', reqId);
    logger.info({ reqId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 }, 'api request');
  });

  const tooLarge = (c: Context) => fail(c, 413, `Request body must be at most ${MAX_BODY_BYTES / 1024} KB`);
  const limitStreamedBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // A declared length is checked from the header alone, which keeps the Node adapter
  // on its fast path for reading the body; a streamed (chunked) body is counted as it arrives.
  const limitBody: MiddlewareHandler = async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      return Number(declared) > MAX_BODY_BYTES ? tooLarge(c) : next();
    }
    return limitStreamedBody(c, next);
  };

  api.post(CHAT_PATH, limitBody, async (c) => {
    const parsed = await readJsonBody(c, { allowEmpty: false });
    if (!parsed.ok) return fail(c, parsed.status, parsed.error);
    const request = validateChatRequest(parsed.body);
    if (!request.ok) return fail(c, 400, request.error);

    try {
      if (request.value.action === 'create') {
        const refused = await rateLimited(c, limits.newChat);
        if (refused) return refused;
        return c.json(await chat.createChat(request.value.agent_id), 200, { 'Cache-Control': 'no-store' });
      }
      const refused = await rateLimited(c, limits.message);
      if (refused) return refused;
      const reply = await chat.sendMessage(request.value.chat_id, request.value.content, { page: pageOf(c), channel: request.value.channel ?? 'chat' });
      return c.json(reply, 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      return providerFailure(c, error);
    }
  });

  api.post(WEB_CALL_PATH, limitBody, async (c) => {
    const parsed = await readJsonBody(c, { allowEmpty: true });
    if (!parsed.ok) return fail(c, parsed.status, parsed.error);
    const request = validateWebCallRequest(parsed.body);
    if (!request.ok) return fail(c, 400, request.error);
    if (!voice) return providerFailure(c, new ProviderError('voice-not-configured'));

    const refused = await rateLimited(c, limits.webCall);
    if (refused) return refused;
    try {
      return c.json(await voice.createWebCall(request.value.agent_id), 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      return providerFailure(c, error);
    }
  });

  registerContactRoute(api, { leads: options.leads, limit: limits.contact, clientKey, now, limitBody, logError });
  registerPrivacyRequestRoute(api, { leads: options.leads, limit: limits.contact, clientKey, now, limitBody, logError });

  if (options.leads && options.ownerToken) {
    registerOwnerRoute(api, { leads: options.leads, token: options.ownerToken, socketAddress, logError });
  }

  api.get(VOICE_MODE_PATH, (c) => c.json({ mode: voice ? 'provider' : 'browser' }, 200, { 'Cache-Control': 'no-cache' }));

  for (const path of [CHAT_PATH, WEB_CALL_PATH, CONTACT_PATH, PRIVACY_REQUEST_PATH]) {
    api.all(path, (c) => fail(c, 405, 'Method not allowed: use POST', { Allow: 'POST' }));
  }
  api.all(VOICE_MODE_PATH, (c) => fail(c, 405, 'Method not allowed: use GET', { Allow: 'GET, HEAD' }));

  api.onError((error, c) => {
    // A client that hangs up while sending its body is not a failure of ours: nobody is left to answer.
    if (isCutOffBody(c, error)) return fail(c, 400, 'The request was cut off before its body arrived.');
    logError('unexpected failure:', error);
    return fail(c, 500, 'Something went wrong. Please try again.');
  });

  return api;
}

export type { RateLimitBackend } from '../rate-limit';
export type { ChatAgent } from '../chat/embedded-provider';
