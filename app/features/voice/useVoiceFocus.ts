/**
 * Where focus goes as the orb changes. It follows the visitor's own actions (never the invitation,
 * and not the way into the chat), and only when focus is the orb's to move: on the orb, in its
 * panel, or nowhere in particular.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { VoiceEvent, VoicePhase } from './voice-state';

export type FocusTarget = 'orb' | 'start' | 'end';

/** The causes that leave focus where it is: the orb moved by itself, or the visitor went elsewhere. */
const NOT_THE_VISITORS_OWN: ReadonlyArray<VoiceEvent['type']> = ['autoOpen', 'inviteDismissed', 'chatInstead', 'browserStarted'];

/** Which control takes focus once `cause` has brought the orb to `phase`; null leaves focus alone. */
export function focusTargetAfter(cause: VoiceEvent['type'] | null, phase: VoicePhase): FocusTarget | null {
  if (cause === null || NOT_THE_VISITORS_OWN.includes(cause)) return null;
  if (phase === 'open') return 'start';
  if (phase === 'connecting' || phase === 'in-call') return 'end';
  if (phase === 'idle') return 'orb';
  return null;
}

function nothingFocused(focused: Element | null): boolean {
  return !focused || focused === document.body;
}

export interface VoiceFocusOptions {
  phase: VoicePhase;
  lastEvent: RefObject<VoiceEvent['type'] | null>;
  /** The consent notice shows instead of Start Conversation. */
  providerBlocked: boolean;
  /** The browser cannot recognise speech: the chat instead replaces Start Conversation. */
  recognitionMissing: boolean;
}

/** Returns the refs for the orb and the controls that focus moves between. */
export function useVoiceFocus({ phase, lastEvent, providerBlocked, recognitionMissing }: VoiceFocusOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const orbRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLButtonElement>(null);

  // "Load it anyway" replaces itself with Start Conversation: the focus goes there.
  const wasBlocked = useRef(providerBlocked);
  useEffect(() => {
    if (wasBlocked.current && !providerBlocked && rootRef.current?.contains(document.activeElement) === false) startRef.current?.focus();
    wasBlocked.current = providerBlocked;
  }, [providerBlocked]);

  useEffect(() => {
    const target = focusTargetAfter(lastEvent.current, phase);
    if (target === null) return;
    const focused = document.activeElement;
    if (!nothingFocused(focused) && !rootRef.current?.contains(focused)) return;
    const controls = { orb: orbRef, start: startRef, end: endRef };
    controls[target].current?.focus();
  }, [phase, lastEvent]);

  // When the answer replaces Start Conversation with the chat button, the focus follows.
  useEffect(() => {
    if (recognitionMissing && nothingFocused(document.activeElement)) startRef.current?.focus();
  }, [recognitionMissing]);

  return { rootRef, orbRef, startRef, endRef };
}
