/**
 * A voice conversation held in the browser, as a pure reducer:
 *
 *   asking (the browser asks for the microphone) → listening → thinking (the visitor's words
 *   went to the chat API) → speaking (the reply is read aloud) → listening → … → ended
 *
 * plus failed (no speech recognition, microphone refused or missing, speech service down).
 * The visitor may talk over a reply (barge-in): the reply stops and their words are heard.
 * Words heard while a reply is on its way are sent right after it.
 * The shell (BrowserVoiceConversation) turns phases into microphone, request and speech actions
 * (useMicrophone, useAgentReplies, useReadAloud).
 */

export type ConversationPhase = 'asking' | 'listening' | 'thinking' | 'speaking' | 'ended' | 'failed';

export type ConversationFailure = 'unsupported' | 'denied' | 'no-microphone' | 'network' | 'interrupted';

export interface Caption {
  id: string;
  speaker: 'visitor' | 'agent';
  text: string;
}

export interface ConversationState {
  phase: ConversationPhase;
  muted: boolean;
  /** Both sides of the conversation, as shown in the panel. */
  captions: Caption[];
  /** The visitor's words so far, before the browser settles on them. */
  interim: string;
  failure: ConversationFailure | null;
  /** Counts the visitor's turns sent to the agent; a reply to an older turn is shown but not spoken. */
  turn: number;
  /** What the latest turn sent; the shell sends it when the turn changes. */
  outgoing: string;
  /** Words heard while a reply was on its way, sent as the next turn. */
  queued: string;
  /** The reply being read aloud, so that hearing it back through the microphone is not taken for the visitor. */
  speaking: string;
}

export type ConversationEvent =
  | { type: 'listening' }
  | { type: 'heard'; text: string; final: boolean; id: string }
  | { type: 'replied'; turn: number; replies: Array<{ id: string; text: string }> }
  | { type: 'spoken' }
  | { type: 'mutePressed' }
  | { type: 'endPressed' }
  | { type: 'restartPressed' }
  | { type: 'failed'; failure: ConversationFailure };

export const initialConversationState: ConversationState = {
  phase: 'asking',
  muted: false,
  captions: [],
  interim: '',
  failure: null,
  turn: 0,
  outgoing: '',
  queued: '',
  speaking: '',
};

let captionCounter = 0;
/** A new caption's id. The shell makes them, the reducer takes them from its events and stays pure. */
export const nextCaptionId = () => `heard-${Date.now().toString(36)}-${(captionCounter += 1)}`;

/** The conversation holds the microphone: recognition should run (unless muted). */
export function isLive(state: ConversationState): boolean {
  return state.phase === 'listening' || state.phase === 'thinking' || state.phase === 'speaking';
}

/** Keeps the panel's transcript to a readable length. */
export const MAX_CAPTIONS = 60;

function withCaption(captions: Caption[], caption: Caption): Caption[] {
  const next = [...captions, caption];
  return next.length > MAX_CAPTIONS ? next.slice(next.length - MAX_CAPTIONS) : next;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * True when what the microphone heard is the reply being read aloud coming back from the
 * speakers: its words run, in order, through the spoken text. A few stray words are allowed,
 * since speech recognition rarely hears a voice exactly.
 */
export function isEcho(heard: string, spoken: string): boolean {
  const heardWords = words(heard);
  if (heardWords.length === 0) return true;
  const spokenWords = words(spoken);
  if (spokenWords.length === 0) return false;
  if (heardWords.length <= 2) return heardWords.every((word) => spokenWords.includes(word));
  let longestRun = 0;
  for (let start = 0; start < spokenWords.length; start += 1) {
    let run = 0;
    let at = start;
    for (const word of heardWords) {
      const found = spokenWords.indexOf(word, at);
      // Matches must stay close together to count as the same passage.
      if (found === -1 || found - at > 2) continue;
      run += 1;
      at = found + 1;
    }
    longestRun = Math.max(longestRun, run);
  }
  return longestRun / heardWords.length >= 0.7;
}

/** SpeechRecognition error codes: which ones end the conversation, and why. Null: carry on. */
export function failureFromRecognitionError(code: string): ConversationFailure | null {
  switch (code) {
    case 'no-speech':
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'denied';
    case 'audio-capture':
      return 'no-microphone';
    case 'network':
      return 'network';
    case 'language-not-supported':
      return 'unsupported';
    default:
      return 'interrupted';
  }
}

export function conversationReducer(state: ConversationState, event: ConversationEvent): ConversationState {
  const over = state.phase === 'ended' || state.phase === 'failed';
  switch (event.type) {
    case 'listening':
      return state.phase === 'asking' ? { ...state, phase: 'listening' } : state;

    case 'heard': {
      if (!isLive(state) || state.muted) return state;
      const text = event.text.trim();
      if (!text) return state;
      // The reply coming back through the microphone is not the visitor talking.
      if (state.phase === 'speaking' && isEcho(text, state.speaking)) return state;
      if (!event.final) {
        // Talking over the reply stops it (barge-in).
        const phase = state.phase === 'speaking' ? 'listening' : state.phase;
        return { ...state, phase, interim: text, speaking: '' };
      }
      const captions = withCaption(state.captions, { id: event.id, speaker: 'visitor', text });
      if (state.phase === 'thinking') {
        return { ...state, captions, interim: '', queued: state.queued ? `${state.queued} ${text}` : text };
      }
      return { ...state, phase: 'thinking', captions, interim: '', speaking: '', turn: state.turn + 1, outgoing: text };
    }

    case 'replied': {
      if (over) return state;
      let captions = state.captions;
      for (const reply of event.replies) {
        if (!captions.some((caption) => caption.id === reply.id)) captions = withCaption(captions, { id: reply.id, speaker: 'agent', text: reply.text });
      }
      if (event.turn !== state.turn || state.phase !== 'thinking') return { ...state, captions };
      if (state.queued) {
        // The visitor went on talking: their next words go out, this reply is only shown.
        return { ...state, captions, turn: state.turn + 1, outgoing: state.queued, queued: '' };
      }
      const speaking = event.replies.map((reply) => reply.text).join(' ').trim();
      if (!speaking) return { ...state, captions, phase: 'listening' };
      return { ...state, captions, phase: 'speaking', speaking };
    }

    case 'spoken':
      return state.phase === 'speaking' ? { ...state, phase: 'listening', speaking: '' } : state;

    case 'mutePressed':
      return isLive(state) ? { ...state, muted: !state.muted, interim: '' } : state;

    case 'endPressed':
      return over ? state : { ...state, phase: 'ended', interim: '', speaking: '', queued: '' };

    case 'restartPressed':
      return over ? { ...initialConversationState, captions: state.captions, turn: state.turn } : state;

    case 'failed':
      if (state.phase === 'ended') return state;
      return { ...state, phase: 'failed', failure: event.failure, interim: '', speaking: '', queued: '' };
  }
}
