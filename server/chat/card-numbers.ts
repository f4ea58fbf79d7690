/**
 * Payment card numbers never travel through the chat: a message that holds one is answered here, whichever
 * agent answers the chat, and goes no further: not to the agent, the hosted provider, the details a visitor
 * leaves or the questions Vale could not answer.
 */
import { randomUUID } from 'node:crypto';
import { resolvePlaceholders } from '../../app/content/company';
import type { ChatProvider } from './provider';

/** What Vale says instead; the chat goes on where it was. */
export const CARD_NUMBER_REPLY =
  "Please don't send card details in the chat: I can't take payments here, and that message went no further. Our team sets up billing with you directly: book a free strategy session at /contact or call us at {phone}.";

/** 13 to 19 digits, each group apart by at most one space or dash, not inside a longer number. */
const DIGIT_RUN = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;

/** The Luhn check every payment card number passes (and about one in ten other numbers). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function holdsCardNumber(text: string): boolean {
  return [...text.matchAll(DIGIT_RUN)].some(([run]) => passesLuhn(run.replace(/\D/g, '')));
}

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
