import { randomUUID } from 'node:crypto';
import type { ChatIdSigner } from './chat-id';
import { ProviderError, type ChatProvider } from './provider';

/** Anything that turns a visitor's message into one reply. */
export interface ChatAgent {
  reply(message: string): string;
}

export interface EmbeddedProviderOptions {
  signer: ChatIdSigner;
  /** Resolved on first use, so the agent's index is only built when a chat needs it. */
  agent: () => ChatAgent;
  now: () => number;
}

/**
 * The site's own agent. It keeps nothing per chat: the chat id is signed and carries
 * its expiry, so any instance can answer any chat and memory does not grow with visitors.
 */
export function createEmbeddedProvider({ signer, agent, now }: EmbeddedProviderOptions): ChatProvider {
  return {
    name: 'embedded',

    // The embedded agent is the only agent here; a page's agent_id has no meaning for it.
    async createChat() {
      return { chat_id: signer.issue(now()) };
    },

    async sendMessage(chatId, content) {
      const check = signer.verify(chatId, now());
      if (!check.valid) throw new ProviderError(check.reason === 'expired' ? 'chat-expired' : 'chat-not-found');
      return { messages: [{ role: 'agent', message_id: randomUUID(), content: agent().reply(content) }] };
    },
  };
}
