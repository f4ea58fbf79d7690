/**
 * Each of the visitor's turns in a voice conversation goes to the agent through the tab's chat
 * conversation (chat-store.ts, shared with the chat panel); the replies come back as 'replied'
 * for that turn. No session, no answer or an empty one is replied to with the chat's error text.
 */
import { useEffect, type Dispatch } from 'react';
import { REPLY_ERROR_TEXT } from '~/features/chat/chat-state';
import { getChatStore } from '~/features/chat/chat-store';
import { nextCaptionId, type ConversationEvent } from './conversation-state';

export function useAgentReplies(turn: number, outgoing: string, dispatch: Dispatch<ConversationEvent>): void {
  useEffect(() => {
    if (turn === 0 || !outgoing) return;
    let current = true;
    const store = getChatStore();
    void (async () => {
      const answer = (text: string) => [{ id: nextCaptionId(), text }];
      const ready = await store.ensureSession();
      const sending = ready ? store.send(outgoing, 'voice') : null;
      const replies = sending ? await sending : answer(REPLY_ERROR_TEXT);
      if (current) dispatch({ type: 'replied', turn, replies: replies.length > 0 ? replies : answer(REPLY_ERROR_TEXT) });
    })();
    return () => {
      current = false;
    };
  }, [turn, outgoing, dispatch]);
}
