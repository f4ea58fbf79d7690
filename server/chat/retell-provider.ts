import Retell, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'retell-sdk';
import { ProviderError, type ChatMessage, type ChatProvider, type VoiceProvider, type WebCall } from './provider';

/** Longest a visitor waits on the provider before getting a clear error. */
export const RETELL_TIMEOUT_MS = 15_000;

export interface RetellProviderOptions {
  apiKey: string;
  /** Provider origin; the SDK's public default when unset. */
  baseUrl?: string;
  chatAgentId?: string;
  voiceAgentId?: string;
  timeoutMs?: number;
  /**
   * Receives provider failures for the server log; never shown to visitors. Log them through errorField
   * (../log.ts), which keeps their status and kind: their messages quote the provider's answer.
   */
  onFailure?: (operation: string, error: unknown) => void;
}

export const RETELL_DEFAULT_BASE_URL = 'https://api.retellai.com';

type Operation = 'chat.create' | 'chat.createChatCompletion' | 'call.createWebCall';

function toProviderError(operation: Operation, error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) return new ProviderError('provider-timeout', { cause: error });
  if (error instanceof APIConnectionError) return new ProviderError('provider-failed', { cause: error });
  if (error instanceof APIError && typeof error.status === 'number') {
    if (error.status === 429) {
      const retryAfter = Number(error.headers?.get('retry-after'));
      return new ProviderError('provider-busy', {
        cause: error,
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined,
      });
    }
    // A completion refused as a client error means the chat id is unknown or the chat
    // has ended: the visitor's panel starts a new chat on a 4xx.
    if (operation === 'chat.createChatCompletion' && [400, 404, 409, 410, 422].includes(error.status)) {
      return new ProviderError('chat-not-found', { cause: error });
    }
  }
  return new ProviderError('provider-failed', { cause: error });
}

function agentReplies(messages: ReadonlyArray<unknown>): ChatMessage[] {
  const replies: ChatMessage[] = [];
  messages.forEach((message, index) => {
    if (!message || typeof message !== 'object') return;
    const { role, content, message_id } = message as Record<string, unknown>;
    if (role !== 'agent' || typeof content !== 'string' || !content.trim()) return;
    replies.push({
      role: 'agent',
      message_id: typeof message_id === 'string' && message_id ? message_id : `agent-${Date.now().toString(36)}-${index}`,
      content,
    });
  });
  return replies;
}

export function createRetellProvider(options: RetellProviderOptions): ChatProvider & VoiceProvider {
  const client = new Retell({
    apiKey: options.apiKey,
    baseURL: options.baseUrl ?? RETELL_DEFAULT_BASE_URL,
    timeout: options.timeoutMs ?? RETELL_TIMEOUT_MS,
    // One attempt only, so a visitor never waits longer than the timeout.
    maxRetries: 0,
    logLevel: 'off',
  });

  async function call<T>(operation: Operation, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const failure = toProviderError(operation, error);
      options.onFailure?.(operation, error);
      throw failure;
    }
  }

  /** Pages may name the agent, but only the one this server is configured for runs. */
  function allowedAgent(requested: string | undefined, configured: string): string {
    if (requested !== undefined && requested !== configured) throw new ProviderError('unknown-agent');
    return configured;
  }

  return {
    name: 'retell',

    async createChat(agentId) {
      if (!options.chatAgentId) throw new ProviderError('provider-failed');
      const agent_id = allowedAgent(agentId, options.chatAgentId);
      const chat = await call('chat.create', () => client.chat.create({ agent_id }));
      if (typeof chat?.chat_id !== 'string' || !chat.chat_id) throw new ProviderError('provider-failed');
      return { chat_id: chat.chat_id };
    },

    async sendMessage(chatId, content) {
      const completion = await call('chat.createChatCompletion', () =>
        client.chat.createChatCompletion({ chat_id: chatId, content }),
      );
      if (!Array.isArray(completion?.messages)) throw new ProviderError('provider-failed');
      return { messages: agentReplies(completion.messages) };
    },

    async createWebCall(agentId): Promise<WebCall> {
      if (!options.voiceAgentId) throw new ProviderError('voice-not-configured');
      const agent_id = allowedAgent(agentId, options.voiceAgentId);
      const webCall = await call('call.createWebCall', () => client.call.createWebCall({ agent_id }));
      if (typeof webCall?.access_token !== 'string' || typeof webCall?.call_id !== 'string') {
        throw new ProviderError('provider-failed');
      }
      return { access_token: webCall.access_token, call_id: webCall.call_id };
    },
  };
}
