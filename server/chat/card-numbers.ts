/**
 * Payment card numbers never travel through the chat: a message that holds one is answered here, whichever
 * agent answers the chat, and goes no further: not to the agent, the hosted provider, the details a visitor
 * leaves or the questions Vale could not answer.
 */
import { randomUUID } from 'node:crypto';
import { resolvePlaceholders } from '../../app/content/company';
import { holdsCardNumber } from '../../app/lib/forms/card-numbers';
import type { ChatProvider } from './provider';

/** What Vale says instead; the chat goes on where it was. */
export const CARD_NUMBER_REPLY =
  "Please don't send card details in the chat: I can't take payments here, and that message went no further. Our team sets up billing with you directly: book a free strategy session at /contact or call us at {phone}.";

/** The provider, with card numbers answered before they reach it. */
export function withoutCardNumbers(provider: ChatProvider): ChatProvider {
  return {
    name: provider.name,
    createChat: (agentId) => provider.createChat(agentId),
    async sendMessage(chatId, content, context) {
      if (!holdsCardNumber(content)) return provider.sendMessage(chatId, content, context);
      return { messages: [{ role: 'agent', message_id: randomUUID(), content: resolvePlaceholders(CARD_NUMBER_REPLY) }] };
    },
  };
}
