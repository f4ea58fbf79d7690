/**
 * The tab's one conversation with Vale, kept outside React so the chat panel and the voice
 * conversation share it: what is said by voice appears in the chat and the other way round,
 * on the same session (and so under the same rate limits). It is kept in sessionStorage.
 */
import { siteConfig } from '~/site.config';
import { createChat, deliverMessage, type FetchLike, type MessageChannel } from './chat-api';
import { canSend, chatReducer, initialChatState, type ChatAction, type ChatMessage, type ChatState } from './chat-state';
import { loadConversation, saveConversation, type StorageLike } from './chat-storage';

export interface ChatStore {
  getState(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Starts a session unless one exists or is on its way; resolves true once there is one. */
  ensureSession(): Promise<boolean>;
  /**
   * Sends the text if SPEC §5 allows it. Resolves with the bot messages this send added (the
   * replies, or the error notice); null when nothing was sent. `channel` says the visitor spoke it.
   */
  send(text: string, channel?: MessageChannel): Promise<ChatMessage[]> | null;
}

export interface ChatStoreOptions {
  fetchImpl: FetchLike;
  agentId: string;
  storage?: StorageLike;
}

let idCounter = 0;
/** Ids stay unique across reloads because stored messages keep theirs. */
function nextId(prefix: string): string {
  idCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${idCounter}`;
}

export function createChatStore({ fetchImpl, agentId, storage }: ChatStoreOptions): ChatStore {
  const stored = loadConversation(storage);
  let state: ChatState = stored ? chatReducer(initialChatState(), { type: 'restored', ...stored }) : initialChatState();
  const listeners = new Set<() => void>();
  let creating: Promise<boolean> | null = null;
  let sendInFlight = false;

  function dispatch(action: ChatAction) {
    const next = chatReducer(state, action);
    if (next === state) return;
    state = next;
    saveConversation(state, storage);
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensureSession() {
      if (state.session === 'ready') return Promise.resolve(true);
      if (creating) return creating;
      dispatch({ type: 'sessionRequested' });
      creating = createChat(fetchImpl, agentId).then((chatId) => {
        creating = null;
        // A failed creation is ignored quietly (SPEC §8): Send just stays disabled.
        dispatch(chatId ? { type: 'sessionCreated', chatId } : { type: 'sessionFailed' });
        return chatId !== null;
      });
      return creating;
    },
    send(text, channel) {
      const chatId = state.chatId;
      if (sendInFlight || !canSend(state, text) || !chatId) return null;
      sendInFlight = true;
      const content = text.trim();
      dispatch({ type: 'messageSent', id: nextId('visitor'), text: content });
      return deliverMessage(fetchImpl, { chatId, content, agentId, channel }).then(({ outcome, replacedChatId }) => {
        sendInFlight = false;
        const known = new Set(state.messages.map((message) => message.id));
        if (outcome.kind === 'replies') {
          dispatch({ type: 'repliesReceived', replies: outcome.replies, chatId: replacedChatId ?? undefined });
        } else {
          dispatch({ type: 'sendFailed', id: nextId('notice'), reason: outcome.reason, chatId: replacedChatId });
        }
        return state.messages.filter((message) => message.isBot && !known.has(message.id));
      });
    },
  };
}

const browserFetch: FetchLike = (input, init) => fetch(input, init);
let shared: ChatStore | undefined;

/** The conversation of this tab, created (and restored from storage) on first use. */
export function getChatStore(): ChatStore {
  shared ??= createChatStore({ fetchImpl: browserFetch, agentId: siteConfig.thirdParty.chatAgentId });
  return shared;
}

/** Forgets the tab's conversation object, so the next use restores it from storage again (tests). */
export function resetChatStore(): void {
  shared = undefined;
}
