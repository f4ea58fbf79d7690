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
 * Every failure is a JSON {error} with a short message and a 4xx/5xx status (./json-replies.ts).
 * The routes live beside this file; createApi builds what they share and registers them in order.
 */
import { Hono } from 'hono';
import { readApiEnv, type EnvSource } from '../env';
import type { ChatAgent } from '../chat/embedded-provider';
import type { TurnDecider } from '../chat/conversation';
import { memoryBackend, type RateLimitBackend } from '../rate-limit';
import { CONTACT_PATH, registerContactRoute } from './contact';
import { PRIVACY_REQUEST_PATH, registerPrivacyRequestRoute } from './privacy-request';
import type { LeadService } from '../leads/lead-service';
import { errorField, silentLogger, type Logger } from '../log';
import { registerOwnerRoute } from './owner';
import { CHAT_PATH, registerChatRoutes, registerVoiceModeRoute, VOICE_MODE_PATH, WEB_CALL_PATH } from './chat-routes';
import { createProviders } from './providers';
import { clientKeyFor, createRateLimits, limitBody, logRequests, rateLimited, socketAddress } from './request-guards';
import { fail, isCutOffBody } from './json-replies';

export { CHAT_PATH, VOICE_MODE_PATH, WEB_CALL_PATH } from './chat-routes';

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
  /** Decides the embedded agent's turns elsewhere (the server gives its agent thread); in this thread by default. */
  turns?: TurnDecider;
  /** This server alone writes its lead store (the embedded one: one server per data folder), so it reads chats from its memory. */
  soleWriter?: boolean;
  /** Takes leads from the contact form; without it the form answers 503. */
  leads?: LeadService;
  /** Opens POST /api/owner to the owner's CLI on this machine, with this token (see ../leads/owner-access.ts). */
  ownerToken?: string;
  /** Structured logs: one line per API request, with its id, and the failures; none by default. */
  logger?: Logger;
  /** Receives provider and unexpected failures; an error line on `logger` by default. */
  logError?: (message: string, error: unknown) => void;
}

export function createApi(options: ApiOptions = {}): Hono {
  const env = readApiEnv(options.env ?? process.env);
  const now = options.now ?? Date.now;
  const logger = options.logger ?? silentLogger;
  const logError = options.logError ?? ((message, error) => logger.error({ err: errorField(error) }, message));
  const limits = createRateLimits(options.rateLimits ?? memoryBackend(), env);
  const { chat, voice } = createProviders(env, { now, providerTimeoutMs: options.providerTimeoutMs, agent: options.agent, turns: options.turns, soleWriter: options.soleWriter, leads: options.leads, logError });
  const clientKey = clientKeyFor(env.trustedProxyHops);

  const api = new Hono();
  api.use('/api/*', logRequests(logger));

  registerChatRoutes(api, { chat, voice, limits, rateLimited: (c, limit) => rateLimited(c, limit, clientKey), limitBody, logError });
  registerContactRoute(api, { leads: options.leads, limit: limits.contact, clientKey, now, limitBody, logError });
  registerPrivacyRequestRoute(api, { leads: options.leads, limit: limits.contact, clientKey, now, limitBody, logError });
  if (options.leads && options.ownerToken) {
    registerOwnerRoute(api, { leads: options.leads, token: options.ownerToken, socketAddress, logError });
  }
  registerVoiceModeRoute(api, voice);

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
