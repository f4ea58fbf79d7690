/**
 * The conversation held in the browser where there is no voice provider: its code
 * (BrowserVoiceConversation.tsx, a chunk of its own) is fetched when the visitor first starts one.
 * The conversation runs inside the panel and ends with its own unmount.
 */
import { useCallback, useState, type ComponentType } from 'react';
import { loadOnce } from '~/lib/load-once';
import type { BrowserVoiceConversationProps } from './BrowserVoiceConversation';
import { CONVERSATION_FAILED_MESSAGE, type VoiceEvent } from './voice-state';

type ConversationComponent = ComponentType<BrowserVoiceConversationProps>;

const loadConversation = loadOnce<ConversationComponent>(() => import('./BrowserVoiceConversation').then((module) => module.default));

export interface BrowserConversation {
  /** The conversation's component, once its code has arrived. */
  Conversation: ConversationComponent | null;
  /** Fetches the code and moves the orb to talking (browserStarted), or says it could not (browserFailed). */
  start: () => Promise<void>;
}

export function useBrowserConversation(dispatch: (event: VoiceEvent) => void): BrowserConversation {
  const [Conversation, setConversation] = useState<ConversationComponent | null>(null);
  const start = useCallback(async () => {
    try {
      const component = await loadConversation();
      setConversation(() => component);
      dispatch({ type: 'browserStarted' });
    } catch {
      dispatch({ type: 'browserFailed', message: CONVERSATION_FAILED_MESSAGE });
    }
  }, [dispatch]);
  return { Conversation, start };
}
