/**
 * The visitor's side of a conversation in the browser: speech recognition (speech-engine.ts) runs
 * while the conversation asks for the microphone or is live, and not muted. Browsers close long
 * recognition sessions by themselves, so an ended session is followed by the next one, unless the
 * browser busy-loops ending them. What is heard, and recognition's errors, go to the reducer.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import { failureFromRecognitionError, isLive, nextCaptionId, type ConversationEvent, type ConversationState } from './conversation-state';
import { createListener, type Listener } from './speech-engine';

/** When the browser busy-loops ending and restarting recognition, give up rather than spin. */
const MAX_QUICK_RESTARTS = 5;
const QUICK_RESTART_MS = 1500;

/**
 * Returns a check to call at each end of a recognition session: true once more than `max` sessions
 * have ended within `windowMs` of the latest (the browser is busy-looping), false to open the next.
 */
export function quickRestartGuard(max = MAX_QUICK_RESTARTS, windowMs = QUICK_RESTART_MS): (now: number) => boolean {
  const ends: number[] = [];
  return (now) => {
    ends.push(now);
    while (ends.length > 0 && now - ends[0] > windowMs) ends.shift();
    return ends.length > max;
  };
}

/** The microphone is wanted from the start (the browser asks) and while the conversation is live, unless muted. */
export function wantsMicrophone(state: ConversationState): boolean {
  return (state.phase === 'asking' || isLive(state)) && !state.muted;
}

export function useMicrophone(state: ConversationState, dispatch: Dispatch<ConversationEvent>): void {
  const listener = useRef<Listener | null>(null);
  const wanted = wantsMicrophone(state);
  const wantedRef = useRef(wanted);

  // The browser's recognition lives as long as the conversation.
  useEffect(() => {
    const tooManyRestarts = quickRestartGuard();
    const created = createListener({
      onStart: () => dispatch({ type: 'listening' }),
      onHeard: (text, final) => dispatch({ type: 'heard', text, final, id: nextCaptionId() }),
      onError: (code) => {
        const failure = failureFromRecognitionError(code);
        if (failure) dispatch({ type: 'failed', failure });
      },
      onEnd: () => {
        if (!wantedRef.current) return;
        if (tooManyRestarts(Date.now())) dispatch({ type: 'failed', failure: 'interrupted' });
        else listener.current?.start();
      },
    });
    listener.current = created;
    if (!created) dispatch({ type: 'failed', failure: 'unsupported' });
    return () => {
      created?.stop();
      listener.current = null;
    };
  }, [dispatch]);

  useEffect(() => {
    wantedRef.current = wanted;
    if (wanted) listener.current?.start();
    else listener.current?.stop();
  }, [wanted]);
}
