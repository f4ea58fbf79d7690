/**
 * One interface for whichever agent answers the site's chat and voice: the hosted
 * provider when it is configured, the embedded agent otherwise.
 */

/** Where a message came from: the site path the visitor is on, and whether they typed or spoke it. */
export interface TurnContext {
  page: string;
  channel: 'chat' | 'voice';
}

export interface ChatMessage {
  role: 'agent' | 'user';
  message_id: string;
  content: string;
}

export interface WebCall {
  access_token: string;
  call_id: string;
}

export interface ChatProvider {
  readonly name: 'retell' | 'embedded';
  /** Starts a chat. `agentId` is the one the page asked for, if any; providers that run a fixed agent check it. */
  createChat(agentId: string | undefined): Promise<{ chat_id: string }>;
  /** Sends a visitor's message and returns the agent's replies. */
  sendMessage(chatId: string, content: string, context?: TurnContext): Promise<{ messages: ChatMessage[] }>;
}

export interface VoiceProvider {
  createWebCall(agentId: string | undefined): Promise<WebCall>;
}

export type ProviderErrorKind =
  | 'unknown-agent'
  | 'chat-not-found'
  | 'chat-expired'
  | 'voice-not-configured'
  | 'provider-busy'
  | 'provider-timeout'
  | 'provider-failed';

const PUBLIC_FAILURES: Record<ProviderErrorKind, { status: 400 | 404 | 410 | 502 | 503 | 504; message: string }> = {
  'unknown-agent': { status: 400, message: 'Unknown agent_id' },
  'chat-not-found': { status: 404, message: 'Chat session not found. Start a new chat.' },
  'chat-expired': { status: 410, message: 'Chat session expired. Start a new chat.' },
  'voice-not-configured': { status: 503, message: 'Voice calls are not configured on this site' },
  'provider-busy': { status: 503, message: 'The assistant is busy right now. Please try again shortly.' },
  'provider-timeout': { status: 504, message: 'The assistant took too long to answer. Please try again.' },
  'provider-failed': { status: 502, message: 'The assistant is unavailable right now. Please try again.' },
};

/**
 * A failure the API can explain to a visitor. Its message is fixed per kind, so
 * nothing from a provider's own error (hosts, keys, stack) ever reaches a response.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly status: (typeof PUBLIC_FAILURES)[ProviderErrorKind]['status'];
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: ProviderErrorKind,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(PUBLIC_FAILURES[kind].message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = PUBLIC_FAILURES[kind].status;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
