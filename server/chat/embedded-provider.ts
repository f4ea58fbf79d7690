import { randomUUID } from 'node:crypto';
import type { ChatIdSigner } from './chat-id';
import type { Conversation } from './conversation';
import { ProviderError, type ChatProvider } from './provider';

export type { ChatAgent } from './conversation';

export interface EmbeddedProviderOptions {
  signer: ChatIdSigner;
  conversation: Conversation;
  now: () => number;
}

/**
 * The site's own agent. The chat id is signed and carries its expiry, so any instance can answer any
 * chat; what a chat carries between messages is kept by the conversation under the id's key.
 */
export function createEmbeddedProvider({ signer, conversation, now }: EmbeddedProviderOptions): ChatProvider {
  return {
    name: 'embedded',

    // The embedded agent is the only agent here; a page's agent_id has no meaning for it.
    async createChat() {
      return { chat_id: signer.issue(now()) };
    },

    async sendMessage(chatId, content, context) {
      const check = signer.verify(chatId, now());
      if (!check.valid) throw new ProviderError(check.reason === 'expired' ? 'chat-expired' : 'chat-not-found');
      const reply = await conversation.reply(check.key, content, context ?? { page: '/', channel: 'chat' });
      return { messages: [{ role: 'agent', message_id: randomUUID(), content: reply }] };
    },
  };
}
