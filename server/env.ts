/**
 * Typed reading of the chat and voice API's environment. Secrets are read here,
 * on the server only, and never reach the browser bundle.
 *
 * RETELL_API_KEY         provider key; without it the embedded agent serves chat and voice is off
 * RETELL_BASE_URL        provider API origin (tests point it at a local fake)
 * RETELL_CHAT_AGENT_ID   the only chat agent a page may run on the provider
 * RETELL_VOICE_AGENT_ID  the only voice agent a page may run on the provider
 * CHAT_SESSION_SECRET    signs the embedded agent's chat ids; set the same value on every
 *                        instance behind a load balancer (random per process when unset)
 * CHAT_RATE_LIMIT        chat messages per client per minute (default 20); new chats and
 *                        voice calls are allowed half as many, rounded up (default 10)
 * CONTACT_RATE_LIMIT     contact forms per client per minute (default 5)
 * TRUST_PROXY            number of reverse proxies in front of the server ("true" = 1);
 *                        only then is X-Forwarded-For used for the client address
 */

export type EnvSource = NodeJS.ProcessEnv | Record<string, string | undefined>;

export interface ApiEnv {
  retellApiKey?: string;
  retellBaseUrl?: string;
  retellChatAgentId?: string;
  retellVoiceAgentId?: string;
  chatSessionSecret?: string;
  /** Chat messages per client per minute. */
  messagesPerMinute: number;
  /** New chats (and, separately, new voice calls) per client per minute. */
  newChatsPerMinute: number;
  /** Contact forms per client per minute. */
  contactFormsPerMinute: number;
  /** Proxies trusted to append to X-Forwarded-For; 0 means the header is ignored. */
  trustedProxyHops: number;
}

export const DEFAULT_MESSAGES_PER_MINUTE = 20;
/** More than any person sends, few enough to make spam pointless. */
export const DEFAULT_CONTACT_FORMS_PER_MINUTE = 5;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function optionalString(env: EnvSource, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readBaseUrl(env: EnvSource): string | undefined {
  const value = optionalString(env, 'RETELL_BASE_URL');
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('RETELL_BASE_URL must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('RETELL_BASE_URL must be an absolute http(s) URL');
  }
  return value.replace(/\/+$/, '');
}

function readRateLimit(env: EnvSource, name = 'CHAT_RATE_LIMIT', fallback = DEFAULT_MESSAGES_PER_MINUTE, unit = 'messages'): number {
  const value = optionalString(env, name);
  if (value === undefined) return fallback;
  const limit = Number(value);
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new ConfigError(`${name} must be a whole number of ${unit} per minute, 1 or more`);
  }
  return limit;
}

function readTrustProxy(env: EnvSource): number {
  const value = optionalString(env, 'TRUST_PROXY')?.toLowerCase();
  if (value === undefined || value === 'false' || value === 'no' || value === 'off' || value === '0') return 0;
  if (value === 'true' || value === 'yes' || value === 'on') return 1;
  const hops = Number(value);
  if (!Number.isSafeInteger(hops) || hops < 0) {
    throw new ConfigError('TRUST_PROXY must be true/false or the number of proxies in front of the server');
  }
  return hops;
}

/** Reads and checks the API's settings; throws ConfigError with a readable message on a bad value. */
export function readApiEnv(env: EnvSource = process.env): ApiEnv {
  const messagesPerMinute = readRateLimit(env);
  return {
    retellApiKey: optionalString(env, 'RETELL_API_KEY'),
    retellBaseUrl: readBaseUrl(env),
    retellChatAgentId: optionalString(env, 'RETELL_CHAT_AGENT_ID'),
    retellVoiceAgentId: optionalString(env, 'RETELL_VOICE_AGENT_ID'),
    chatSessionSecret: optionalString(env, 'CHAT_SESSION_SECRET'),
    messagesPerMinute,
    newChatsPerMinute: Math.ceil(messagesPerMinute / 2),
    contactFormsPerMinute: readRateLimit(env, 'CONTACT_RATE_LIMIT', DEFAULT_CONTACT_FORMS_PER_MINUTE, 'forms'),
    trustedProxyHops: readTrustProxy(env),
  };
}
