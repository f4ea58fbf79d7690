/**
 * Keeps the conversation in sessionStorage so it survives a reload in the same tab
 * (and ends with the tab). Anything unreadable is dropped rather than trusted.
 */
import { MAX_KEPT_MESSAGES, type ChatMessage, type ChatState } from './chat-state';

export const CHAT_STORAGE_KEY = 'vale-chat';
const STORAGE_VERSION = 1;

// Same alphabet and length limit as the API's chat_id check.
const CHAT_ID_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/;
const MAX_STORED_TEXT = 8000;

export interface StoredConversation {
  chatId: string | null;
  messages: ChatMessage[];
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings.
    return undefined;
  }
}

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { id, text, isBot } = value as Record<string, unknown>;
  return typeof id === 'string' && id.length > 0 && typeof text === 'string' && text.length <= MAX_STORED_TEXT && typeof isBot === 'boolean';
}

export function parseConversation(raw: string | null): StoredConversation | undefined {
  if (!raw) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const { v, chatId, messages } = data as Record<string, unknown>;
  if (v !== STORAGE_VERSION || !Array.isArray(messages)) return undefined;
  return {
    chatId: typeof chatId === 'string' && CHAT_ID_PATTERN.test(chatId) ? chatId : null,
    messages: messages.filter(isMessage).slice(-MAX_KEPT_MESSAGES).map(({ id, text, isBot }) => ({ id, text, isBot })),
  };
}

export function serializeConversation(state: Pick<ChatState, 'chatId' | 'messages'>): string {
  return JSON.stringify({ v: STORAGE_VERSION, chatId: state.chatId, messages: state.messages });
}

export function loadConversation(storage: StorageLike | undefined = sessionStore()): StoredConversation | undefined {
  try {
    return parseConversation(storage?.getItem(CHAT_STORAGE_KEY) ?? null);
  } catch {
    return undefined;
  }
}

export function saveConversation(state: Pick<ChatState, 'chatId' | 'messages'>, storage: StorageLike | undefined = sessionStore()): void {
  try {
    storage?.setItem(CHAT_STORAGE_KEY, serializeConversation(state));
  } catch {
    // Full or blocked storage: the conversation still lives for this page view.
  }
}
