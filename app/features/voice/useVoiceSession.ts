/**
 * The orb's state (the reducer in voice-state.ts: idle, invite, open, connecting, in call, talking)
 * and what last moved it, so focus can follow the visitor's own actions and nothing else; and the
 * call's running time.
 */
import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { initialVoiceState, voiceReducer, type VoiceEvent, type VoicePhase, type VoiceState } from './voice-state';

export interface VoiceSession {
  state: VoiceState;
  /** Stable: safe in effects' dependencies and in the invitation's listeners. */
  dispatch: (event: VoiceEvent) => void;
  /** The type of the last event dispatched, or null before the first. */
  lastEvent: RefObject<VoiceEvent['type'] | null>;
}

export function useVoiceSession(): VoiceSession {
  const [state, rawDispatch] = useReducer(voiceReducer, initialVoiceState);
  const lastEvent = useRef<VoiceEvent['type'] | null>(null);
  const dispatch = useCallback((event: VoiceEvent) => {
    lastEvent.current = event.type;
    rawDispatch(event);
  }, []);
  return { state, dispatch, lastEvent };
}

/** Elapsed call time in milliseconds, ticking once a second during a call; 0 before it has connected. */
export function useCallTime(phase: VoicePhase, callStartedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (phase !== 'in-call') return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [phase]);
  return callStartedAt === null ? 0 : now - callStartedAt;
}
