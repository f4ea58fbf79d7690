/**
 * Vale's side of a conversation in the browser: each reply is read aloud (speech-engine.ts) while
 * the conversation is "speaking"; leaving it (barge-in, mute, end) stops the voice at once. Where
 * the browser cannot speak, the reply counts as spoken straight away (it is still captioned).
 */
import { useEffect, useRef, type Dispatch } from 'react';
import type { ConversationEvent, ConversationPhase } from './conversation-state';
import { useSitePages } from '~/components/layout/site-pages';
import { createSpeaker, type Speaker } from './speech-engine';

export function useReadAloud(phase: ConversationPhase, speaking: string, dispatch: Dispatch<ConversationEvent>): void {
  const speaker = useRef<Speaker | null>(null);
  const { pageNames } = useSitePages();

  // The browser's speech synthesis lives as long as the conversation.
  useEffect(() => {
    speaker.current = createSpeaker(pageNames);
    return () => {
      speaker.current?.cancel();
      speaker.current = null;
    };
  }, [pageNames]);

  useEffect(() => {
    if (phase !== 'speaking') return;
    const voice = speaker.current;
    if (!voice) {
      dispatch({ type: 'spoken' });
      return;
    }
    voice.speak(speaking, () => dispatch({ type: 'spoken' }));
    return () => voice.cancel();
  }, [phase, speaking, dispatch]);
}
