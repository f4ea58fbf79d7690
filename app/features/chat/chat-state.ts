/**
 * The chat panel's state as a pure reducer: the session, the conversation and
 * whether a message is on its way. The React panel only dispatches and renders.
 */
import { siteConfig } from '~/site.config';

/** A message as the panel shows it (SPEC §3: id, text, isBot). */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
}

export type SessionStatus = 'none' | 'creating' | 'ready' | 'failed';

export interface ChatState {
  session: SessionStatus;
  chatId: string | null;
  messages: ChatMessage[];
  sending: boolean;
}

export const GREETING_ID = 'greeting';

export const GREETING_TEXT = `Hi, I'm ${siteConfig.assistantName}! Welcome to ${siteConfig.brandName}. What can I help you with today?`;

/** SPEC §8: the bot message when a reply carries an error field. */
export const REPLY_ERROR_TEXT = "I'm having trouble connecting right now. Please try again or contact us directly!";

/** SPEC §8: the bot message when sending fails on the network. */
export const NETWORK_ERROR_TEXT = "I'm experiencing some technical difficulties. Please try again or contact our team directly!";

export { SUGGESTED_QUESTIONS } from '~/content/chat-suggestions';

/** The longest message the API accepts (characters). */
export const MAX_MESSAGE_LENGTH = 2000;

/** Keeps a long conversation from growing without bound in memory and storage. */
export const MAX_KEPT_MESSAGES = 100;

export type SendFailure = 'reply-error' | 'network';

export type ChatAction =
  | { type: 'restored'; chatId: string | null; messages: ChatMessage[] }
  | { type: 'sessionRequested' }
  | { type: 'sessionCreated'; chatId: string }
  | { type: 'sessionFailed' }
  | { type: 'messageSent'; id: string; text: string }
  | { type: 'repliesReceived'; replies: ChatMessage[]; chatId?: string }
  | { type: 'sendFailed'; id: string; reason: SendFailure; chatId?: string | null };

export const greetingMessage: ChatMessage = { id: GREETING_ID, text: GREETING_TEXT, isBot: true };

export function initialChatState(): ChatState {
  return { session: 'none', chatId: null, messages: [greetingMessage], sending: false };
}

function keepRecent(messages: ChatMessage[]): ChatMessage[] {
  if (messages.length <= MAX_KEPT_MESSAGES) return messages;
  // The greeting stays first so the conversation always opens the same way.
  return [greetingMessage, ...messages.slice(messages.length - MAX_KEPT_MESSAGES + 1)];
}

/** SPEC §5: only a trimmed, non-empty message, with a session and no send in flight. */
export function canSend(state: ChatState, text: string): boolean {
  return text.trim().length > 0 && state.chatId !== null && state.session === 'ready' && !state.sending;
}

/** The Send button: disabled without a session or while sending. */
export function isSendDisabled(state: ChatState): boolean {
  return state.session !== 'ready' || state.sending;
}

/** The visitor has not asked anything yet: the suggested questions are still offered. */
export function isFreshConversation(state: ChatState): boolean {
  return !state.messages.some((message) => !message.isBot);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'restored': {
      const messages = action.messages.length > 0 ? action.messages : [greetingMessage];
      return {
        ...state,
        chatId: action.chatId,
        session: action.chatId ? 'ready' : state.session,
        messages: keepRecent(messages),
      };
    }
    case 'sessionRequested':
      if (state.session === 'creating' || state.session === 'ready') return state;
      return { ...state, session: 'creating' };
    case 'sessionCreated':
      return { ...state, session: 'ready', chatId: action.chatId };
    case 'sessionFailed':
      if (state.session !== 'creating') return state;
      return { ...state, session: 'failed', chatId: null };
    case 'messageSent': {
      if (!canSend(state, action.text)) return state;
      const message: ChatMessage = { id: action.id, text: action.text.trim(), isBot: false };
      return { ...state, sending: true, messages: keepRecent([...state.messages, message]) };
    }
    case 'repliesReceived': {
      if (!state.sending) return state;
      const known = new Set(state.messages.map((message) => message.id));
      const fresh = action.replies.filter((reply) => {
        if (!reply.isBot || known.has(reply.id)) return false;
        known.add(reply.id);
        return true;
      });
      return {
        ...state,
        sending: false,
        chatId: action.chatId ?? state.chatId,
        messages: keepRecent([...state.messages, ...fresh]),
      };
    }
    case 'sendFailed': {
      if (!state.sending) return state;
      const text = action.reason === 'network' ? NETWORK_ERROR_TEXT : REPLY_ERROR_TEXT;
      const next: ChatState = {
        ...state,
        sending: false,
        messages: keepRecent([...state.messages, { id: action.id, text, isBot: true }]),
      };
      // A session that was lost and could not be replaced leaves Send disabled until a new one exists.
      if (action.chatId === null) return { ...next, chatId: null, session: 'failed' };
      if (action.chatId) return { ...next, chatId: action.chatId };
      return next;
    }
  }
}
