/**
 * The chat and voice routes:
 *
 *   POST /api/retell-chat       {action:'create', agent_id?}           → {chat_id}
 *                               {action:'send', chat_id, content}      → {messages:[{role, message_id, content}]}
 *   POST /api/create-web-call   {agent_id?}                            → {access_token, call_id}
 *   GET  /api/voice-mode                                               → {mode: 'provider' | 'browser'}
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { ProviderError, type ChatProvider, type VoiceProvider } from '../chat/provider';
import type { RateLimiter } from '../rate-limit';
import { knownPaths } from './known-paths';
import { fail, readJsonBody } from './json-replies';
import { validateChatRequest, validateWebCallRequest } from './validation';

export const CHAT_PATH = '/api/retell-chat';
export const WEB_CALL_PATH = '/api/create-web-call';
export const VOICE_MODE_PATH = '/api/voice-mode';

export interface ChatRouteOptions {
  chat: ChatProvider;
  voice: VoiceProvider | undefined;
  limits: { message: RateLimiter; newChat: RateLimiter; webCall: RateLimiter };
  /** A 429 answer when the client is over the limit, otherwise undefined. */
  rateLimited: (c: Context, limit: RateLimiter) => Promise<Response | undefined>;
  limitBody: MiddlewareHandler;
  logError: (message: string, error: unknown) => void;
}

/** The page the chat was sent from, for a lead taken in it: the Referer's path when it is one of ours. */
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

function providerFailure(c: Context, error: unknown, logError: ChatRouteOptions['logError']) {
  if (error instanceof ProviderError) {
    const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
    return fail(c, error.status, error.message, headers);
  }
  logError('request failed:', error);
  return fail(c, 500, 'Something went wrong. Please try again.');
}

export function registerChatRoutes(api: Hono, { chat, voice, limits, rateLimited, limitBody, logError }: ChatRouteOptions): void {
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
      return providerFailure(c, error, logError);
    }
  });

  api.post(WEB_CALL_PATH, limitBody, async (c) => {
    const parsed = await readJsonBody(c, { allowEmpty: true });
    if (!parsed.ok) return fail(c, parsed.status, parsed.error);
    const request = validateWebCallRequest(parsed.body);
    if (!request.ok) return fail(c, 400, request.error);
    if (!voice) return providerFailure(c, new ProviderError('voice-not-configured'), logError);

    const refused = await rateLimited(c, limits.webCall);
    if (refused) return refused;
    try {
      return c.json(await voice.createWebCall(request.value.agent_id), 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      return providerFailure(c, error, logError);
    }
  });
}

/** Tells the page, without a failing request, whether Start Conversation places a provider's web call or runs in the browser. */
export function registerVoiceModeRoute(api: Hono, voice: VoiceProvider | undefined): void {
  api.get(VOICE_MODE_PATH, (c) => c.json({ mode: voice ? 'provider' : 'browser' }, 200, { 'Cache-Control': 'no-cache' }));
}
