/**
 * The chat panel's view of the tab's conversation: creates the session the first time
 * the panel is active and sends messages one at a time (the store does the work).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ChatState } from './chat-state';
import { getChatStore, type ChatStore } from './chat-store';

export interface ChatConversation {
  state: ChatState;
  /** Sends the text if SPEC §5 allows it; false when it was not sent. */
  send: (text: string) => boolean;
}

export function useChatConversation({ active, store = getChatStore() }: { active: boolean; store?: ChatStore }): ChatConversation {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  // Once per opening: a failed creation is not retried until the panel opens again.
  useEffect(() => {
    if (active) void store.ensureSession();
  }, [active, store]);

  const send = useCallback((text: string) => store.send(text) !== null, [store]);
  return { state, send };
}
