/**
 * The voice orb as a pure reducer:
 *   idle → invite (a compact invitation beside the orb, shown by itself once) → idle
 *   idle → open (panel with "Start Conversation") → connecting → in call → idle   (a voice provider)
 *                                                 → talking → idle               (in the browser)
 * Pressing the orb toggles between idle (or the invitation) and the open panel from any state;
 * the React shell ends the call or conversation whenever the state leaves those phases.
 */

export type VoicePhase = 'idle' | 'invite' | 'open' | 'connecting' | 'in-call' | 'talking';

export interface VoiceState {
  phase: VoicePhase;
  muted: boolean;
  /** When the call connected (ms since epoch), for the elapsed-time display. */
  callStartedAt: number | null;
  /** A short message shown in the panel after a failed start or a dropped call. */
  error: string | null;
  /** The visitor opened the orb at least once: the automatic opening no longer applies. */
  openedByVisitor: boolean;
  /** Counts call attempts, so a late answer to an abandoned attempt can be recognised. */
  attempt: number;
}

export { VOICE_AUTO_OPEN_DELAY_MS } from './voice-timing';

export const WELCOME_MESSAGE = 'How can I help you today?';
export const START_LABEL = 'Start Conversation';

export const CALL_UNAVAILABLE_MESSAGE = "Voice calls aren't available right now. Please try the chat or contact us directly.";
export const CALL_FAILED_MESSAGE = "The call couldn't start. Please check your microphone and try again.";
export const CALL_DROPPED_MESSAGE = 'The call was interrupted. Please try again.';
export const CONVERSATION_FAILED_MESSAGE = "The conversation couldn't start. Please check your connection and try again.";

/** The way out of voice, wherever voice cannot go on: opens the chat with focus in its input. */
export const CHAT_INSTEAD_LABEL = 'Chat with Vale instead';

export type VoiceEvent =
  | { type: 'orbPressed' }
  | { type: 'autoOpen' }
  | { type: 'inviteDismissed' }
  | { type: 'closePressed' }
  | { type: 'startPressed' }
  | { type: 'browserStarted' }
  | { type: 'browserFailed'; message: string }
  | { type: 'chatInstead' }
  | { type: 'callStarted'; attempt: number; at: number }
  | { type: 'callFailed'; attempt: number; message: string }
  | { type: 'mutePressed' }
  | { type: 'endPressed' }
  | { type: 'callEnded'; attempt: number };

export const initialVoiceState: VoiceState = {
  phase: 'idle',
  muted: false,
  callStartedAt: null,
  error: null,
  openedByVisitor: false,
  attempt: 0,
};

const idle = (state: VoiceState): VoiceState => ({ ...state, phase: 'idle', muted: false, callStartedAt: null, error: null });

/** The panel is open (the orb's aria-expanded). */
export function isPanelOpen(state: VoiceState): boolean {
  return state.phase !== 'idle' && state.phase !== 'invite';
}

/** SPEC §4 "active": the invitation or the panel is showing; the orb is brightened. */
export function isActive(state: VoiceState): boolean {
  return state.phase !== 'idle';
}

/** A call is being set up or is live: the shell must hold (and later end) a call. */
export function holdsCall(state: VoiceState): boolean {
  return state.phase === 'connecting' || state.phase === 'in-call';
}

export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case 'orbPressed':
      if (state.phase === 'idle' || state.phase === 'invite') return { ...state, phase: 'open', error: null, openedByVisitor: true };
      return idle(state);
    case 'autoOpen':
      if (state.phase !== 'idle' || state.openedByVisitor) return state;
      return { ...state, phase: 'invite', error: null };
    case 'inviteDismissed':
      // Shown once: after the visitor has moved on it does not come back.
      return state.phase === 'invite' ? { ...idle(state), openedByVisitor: true } : state;
    case 'closePressed':
      return state.phase === 'open' || state.phase === 'talking' ? idle(state) : state;
    case 'startPressed':
      if (state.phase !== 'open') return state;
      return { ...state, phase: 'connecting', error: null, muted: false, attempt: state.attempt + 1 };
    case 'browserStarted':
      return state.phase === 'open' ? { ...state, phase: 'talking', error: null } : state;
    case 'browserFailed':
      return state.phase === 'open' ? { ...state, error: event.message } : state;
    case 'chatInstead':
      return idle(state);
    case 'callStarted':
      if (state.phase !== 'connecting' || event.attempt !== state.attempt) return state;
      return { ...state, phase: 'in-call', callStartedAt: event.at };
    case 'callFailed':
      if (!holdsCall(state) || event.attempt !== state.attempt) return state;
      return { ...state, phase: 'open', muted: false, callStartedAt: null, error: event.message };
    case 'mutePressed':
      return state.phase === 'in-call' ? { ...state, muted: !state.muted } : state;
    case 'endPressed':
      return holdsCall(state) ? idle(state) : state;
    case 'callEnded':
      if (!holdsCall(state) || event.attempt !== state.attempt) return state;
      return idle(state);
  }
}

/** What the orb announces about a provider call (the connecting panel shows it too); empty otherwise. */
export function callStatusText(phase: VoicePhase, assistant: string): string {
  if (phase === 'connecting') return `Connecting to ${assistant}…`;
  if (phase === 'in-call') return `Connected. You're talking with ${assistant}.`;
  return '';
}

/** "0:07", "12:34", "1:02:03". */
export function formatElapsed(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

