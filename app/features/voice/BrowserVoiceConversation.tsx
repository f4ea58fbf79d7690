/**
 * A voice conversation with Vale held in the browser, used when the site has no voice provider:
 * the browser turns the visitor's speech into text, the embedded agent answers through the chat
 * API (the same conversation as the chat panel), and the reply is read aloud. Both sides are
 * captioned. Loaded on demand when the visitor presses Start Conversation; unmounting ends it.
 */
import { useEffect, useReducer, useRef } from 'react';
import { siteConfig } from '~/site.config';
import { Button } from '~/components/ui/Button';
import { CallControls } from './CallControls';
import { LinkedText } from '~/components/ui/LinkedText';
import { markSiteLinks } from '~/lib/linkify';
import { REPLY_ERROR_TEXT } from '~/features/chat/chat-state';
import { getChatStore } from '~/features/chat/chat-store';
import { conversationReducer, failureFromRecognitionError, initialConversationState, isLive, type ConversationFailure, type ConversationState } from './conversation-state';
import { createListener, createSpeaker, type Listener, type Speaker } from './speech-engine';
import { CHAT_INSTEAD_LABEL } from './voice-state';
import { Icon } from '~/components/ui/Icon';

export interface BrowserVoiceConversationProps {
  /** Opens the chat panel in place of the voice conversation. */
  onChatInstead: () => void;
}

const assistant = siteConfig.assistantName;

export const FAILURE_MESSAGES: Record<ConversationFailure, string> = {
  unsupported: "This browser can't turn speech into text, so a voice conversation isn't possible here.",
  denied: `The microphone is blocked for this site, so ${assistant} can't hear you. You can allow it in your browser's site settings and start again.`,
  'no-microphone': 'No microphone was found. Connect one and start again.',
  network: "Your browser's speech service can't be reached right now. Please try again in a moment.",
  interrupted: 'The conversation was interrupted. Please start again.',
};

/** When the browser busy-loops ending and restarting recognition, give up rather than spin. */
const MAX_QUICK_RESTARTS = 5;
const QUICK_RESTART_MS = 1500;

function statusText(state: ConversationState): string {
  switch (state.phase) {
    case 'asking':
      return 'Allow the microphone when your browser asks.';
    case 'listening':
      return state.muted ? `Muted: ${assistant} can't hear you.` : 'Listening…';
    case 'thinking':
      return `${assistant} is thinking…`;
    case 'speaking':
      return `${assistant} is speaking. Talk any time to interrupt.`;
    case 'ended':
      return 'Conversation ended.';
    case 'failed':
      return '';
  }
}

let captionCounter = 0;
const nextCaptionId = () => `heard-${Date.now().toString(36)}-${(captionCounter += 1)}`;

export default function BrowserVoiceConversation({ onChatInstead }: BrowserVoiceConversationProps) {
  const [state, dispatch] = useReducer(conversationReducer, initialConversationState);
  const listener = useRef<Listener | null>(null);
  const speaker = useRef<Speaker | null>(null);
  const endRef = useRef<HTMLButtonElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wantsMicrophone = (state.phase === 'asking' || isLive(state)) && !state.muted;
  const wantsMicrophoneRef = useRef(wantsMicrophone);

  // The browser's speech objects live as long as the conversation.
  useEffect(() => {
    const quickEnds: number[] = [];
    const created = createListener({
      onStart: () => dispatch({ type: 'listening' }),
      onHeard: (text, final) => dispatch({ type: 'heard', text, final, id: nextCaptionId() }),
      onError: (code) => {
        const failure = failureFromRecognitionError(code);
        if (failure) dispatch({ type: 'failed', failure });
      },
      onEnd: () => {
        if (!wantsMicrophoneRef.current) return;
        // Browsers close long recognition sessions by themselves: open the next one.
        const now = Date.now();
        quickEnds.push(now);
        while (quickEnds.length > 0 && now - quickEnds[0] > QUICK_RESTART_MS) quickEnds.shift();
        if (quickEnds.length > MAX_QUICK_RESTARTS) dispatch({ type: 'failed', failure: 'interrupted' });
        else listener.current?.start();
      },
    });
    listener.current = created;
    speaker.current = createSpeaker();
    if (!created) dispatch({ type: 'failed', failure: 'unsupported' });
    return () => {
      created?.stop();
      speaker.current?.cancel();
      listener.current = null;
      speaker.current = null;
    };
  }, []);

  // The microphone is on while the conversation is live and not muted.
  useEffect(() => {
    wantsMicrophoneRef.current = wantsMicrophone;
    if (wantsMicrophone) listener.current?.start();
    else listener.current?.stop();
  }, [wantsMicrophone]);

  // Each turn of the visitor goes to the agent through the shared chat conversation.
  const { turn, outgoing } = state;
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
  }, [turn, outgoing]);

  // The reply is read aloud; leaving "speaking" (barge-in, mute, end) stops it at once.
  const { phase, speaking } = state;
  useEffect(() => {
    if (phase !== 'speaking') return;
    const voice = speaker.current;
    if (!voice) {
      dispatch({ type: 'spoken' });
      return;
    }
    voice.speak(speaking, () => dispatch({ type: 'spoken' }));
    return () => voice.cancel();
  }, [phase, speaking]);

  // The newest caption stays in view.
  const captionCount = state.captions.length;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [captionCount, state.interim]);

  // Focus stays on the conversation's controls as they change.
  const over = phase === 'ended' || phase === 'failed';
  useEffect(() => {
    const focused = document.activeElement;
    const ours = !focused || focused === document.body || logRef.current?.closest('[role="dialog"]')?.contains(focused);
    if (!ours) return;
    if (over) restartRef.current?.focus();
    else endRef.current?.focus();
  }, [over]);

  const status = statusText(state);
  const hasCaptions = state.captions.length > 0 || state.interim !== '';

  return (
    <div className="mt-2">
      {/* One live region from the start, so the first captions are announced too. */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation captions"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll a long transcript
        tabIndex={hasCaptions ? 0 : -1}
        className={
          hasCaptions ? 'max-h-48 overflow-y-auto overscroll-contain rounded-lg bg-space-900 px-3 py-2 text-sm' : 'sr-only'
        }
      >
        <ol className="space-y-2">
        {state.captions.map((caption) => (
          <li key={caption.id} className={caption.speaker === 'agent' ? 'text-ink' : 'text-nebula-200'}>
            <span className="font-semibold">{caption.speaker === 'agent' ? assistant : 'You'}: </span>
            {caption.speaker === 'agent' ? (
              <LinkedText text={markSiteLinks(caption.text)} linkClassName="font-medium text-plasma-300 underline decoration-plasma-300/60 hover:decoration-plasma-300" />
            ) : (
              caption.text
            )}
          </li>
        ))}
        {state.interim && (
          <li aria-hidden="true" className="text-muted italic">
            <span className="font-semibold not-italic">You: </span>
            {state.interim}…
          </li>
        )}
        </ol>
      </div>

      {status && (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          {isLive(state) && !state.muted && <span className="size-2 shrink-0 rounded-full bg-plasma-400 motion-safe:animate-pulse" aria-hidden="true" />}
          {status}
        </p>
      )}
      {state.phase === 'failed' && state.failure && (
        <p role="alert" className="mt-3 rounded-lg border border-flare-400/50 bg-space-900 px-3 py-2 text-sm text-ink">
          {FAILURE_MESSAGES[state.failure]}
        </p>
      )}

      {over ? (
        <div className="mt-4 flex flex-col gap-2">
          {state.failure !== 'unsupported' && (
            <Button ref={restartRef} variant="secondary" onClick={() => dispatch({ type: 'restartPressed' })} className="w-full">
              <Icon name="rotate-ccw" strokeWidth={2} className="size-4" />
              Start again
            </Button>
          )}
          <Button
            ref={state.failure === 'unsupported' ? restartRef : undefined}
            variant={state.failure ? 'primary' : 'secondary'}
            onClick={onChatInstead}
            className="w-full"
          >
            <Icon name="message-circle" strokeWidth={2} className="size-4" />
            {CHAT_INSTEAD_LABEL}
          </Button>
        </div>
      ) : (
        <CallControls
          muted={state.muted}
          muteDisabled={state.phase === 'asking'}
          onMute={() => dispatch({ type: 'mutePressed' })}
          onEnd={() => dispatch({ type: 'endPressed' })}
          endRef={endRef}
        />
      )}
    </div>
  );
}
