/**
 * Runs the chat reducer against the API: creates the session the first time the panel
 * is active, sends messages one at a time and keeps the conversation in sessionStorage.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { siteConfig } from '~/site.config';
import { createChat, deliverMessage, type FetchLike } from './chat-api';
import { canSend, chatReducer, initialChatState, type ChatState } from './chat-state';
import { loadConversation, saveConversation } from './chat-storage';

let idCounter = 0;
/** Ids stay unique across reloads because stored messages keep theirs. */
function nextId(prefix: string): string {
  idCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${idCounter}`;
}

function restoredState(): ChatState {
  const stored = loadConversation();
  return stored ? chatReducer(initialChatState(), { type: 'restored', ...stored }) : initialChatState();
}

const browserFetch: FetchLike = (input, init) => fetch(input, init);

export interface ChatConversation {
  state: ChatState;
  /** Sends the text if SPEC §5 allows it; false when it was not sent. */
  send: (text: string) => boolean;
}

export function useChatConversation({ active, fetchImpl = browserFetch }: { active: boolean; fetchImpl?: FetchLike }): ChatConversation {
  const [state, dispatch] = useReducer(chatReducer, undefined, restoredState);
  const agentId = siteConfig.thirdParty.chatAgentId;

  // Refs read by callbacks that outlive a render: the latest state and the one request in flight.
  const stateRef = useRef(state);
  const sendInFlight = useRef(false);
  const creating = useRef(false);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    saveConversation(state);
  }, [state]);

  useEffect(() => {
    if (!active || creating.current) return;
    const { session } = stateRef.current;
    if (session !== 'none' && session !== 'failed') return;
    creating.current = true;
    dispatch({ type: 'sessionRequested' });
    void createChat(fetchImpl, agentId).then((chatId) => {
      creating.current = false;
      // A failed creation is ignored quietly: Send just stays disabled.
      dispatch(chatId ? { type: 'sessionCreated', chatId } : { type: 'sessionFailed' });
    });
  }, [active, agentId, fetchImpl]);

  const send = useCallback(
    (text: string) => {
      const current = stateRef.current;
      if (sendInFlight.current || !canSend(current, text) || !current.chatId) return false;
      sendInFlight.current = true;
      const content = text.trim();
      const sending: ChatState = chatReducer(current, { type: 'messageSent', id: nextId('visitor'), text: content });
      stateRef.current = sending;
      dispatch({ type: 'messageSent', id: sending.messages[sending.messages.length - 1].id, text: content });

      void deliverMessage(fetchImpl, { chatId: current.chatId, content, agentId }).then(({ outcome, replacedChatId }) => {
        sendInFlight.current = false;
        if (outcome.kind === 'replies') {
          dispatch({ type: 'repliesReceived', replies: outcome.replies, chatId: replacedChatId ?? undefined });
        } else {
          dispatch({ type: 'sendFailed', id: nextId('notice'), reason: outcome.reason, chatId: replacedChatId });
        }
      });
      return true;
    },
    [agentId, fetchImpl],
  );

  return { state, send };
}
