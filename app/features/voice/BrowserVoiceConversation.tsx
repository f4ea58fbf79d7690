/**
 * A voice conversation with Vale held in the browser, used when the site has no voice provider:
 * the browser turns the visitor's speech into text, the embedded agent answers through the chat
 * API (the same conversation as the chat panel), and the reply is read aloud. Both sides are
 * captioned. Loaded on demand when the visitor presses Start Conversation; unmounting ends it.
 *
 * The conversation's state is conversation-state.ts's reducer; its hooks act on it: useMicrophone
 * (speech recognition), useAgentReplies (each turn through the chat API), useReadAloud (speech synthesis).
 */
import { useEffect, useReducer, useRef, type RefObject } from 'react';
import { siteConfig } from '~/site.config';
import { Button } from '~/components/ui/Button';
import { CallControls } from './CallControls';
import { LinkedText } from '~/components/ui/LinkedText';
import { useSitePages } from '~/components/layout/site-pages';
import { markSiteLinks } from '~/lib/linkify';
import { conversationReducer, initialConversationState, isLive, type ConversationFailure, type ConversationState } from './conversation-state';
import { useAgentReplies } from './useAgentReplies';
import { useMicrophone } from './useMicrophone';
import { useReadAloud } from './useReadAloud';
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

export default function BrowserVoiceConversation({ onChatInstead }: BrowserVoiceConversationProps) {
  const [state, dispatch] = useReducer(conversationReducer, initialConversationState);
  useMicrophone(state, dispatch);
  useAgentReplies(state.turn, state.outgoing, dispatch);
  useReadAloud(state.phase, state.speaking, dispatch);

  const rootRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLButtonElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  // Focus stays on the conversation's controls as they change.
  const over = state.phase === 'ended' || state.phase === 'failed';
  useEffect(() => {
    const focused = document.activeElement;
    const ours = !focused || focused === document.body || rootRef.current?.closest('[role="dialog"]')?.contains(focused);
    if (!ours) return;
    if (over) restartRef.current?.focus();
    else endRef.current?.focus();
  }, [over]);

  const status = statusText(state);

  return (
    <div ref={rootRef} className="mt-2">
      <Captions state={state} />

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
        <AfterControls failure={state.failure} restartRef={restartRef} onRestart={() => dispatch({ type: 'restartPressed' })} onChatInstead={onChatInstead} />
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

/** Both sides of the conversation, the newest caption kept in view. */
function Captions({ state }: { state: ConversationState }) {
  const { pageNames } = useSitePages();
  const logRef = useRef<HTMLDivElement>(null);
  const captionCount = state.captions.length;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [captionCount, state.interim]);

  const hasCaptions = state.captions.length > 0 || state.interim !== '';
  return (
    // One live region from the start, so the first captions are announced too.
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
              <LinkedText text={markSiteLinks(caption.text, pageNames)} linkClassName="font-medium text-plasma-300 underline decoration-plasma-300/60 hover:decoration-plasma-300" />
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
  );
}

interface AfterControlsProps {
  failure: ConversationFailure | null;
  /** The first control: Start again, or the chat where speech cannot work in this browser. */
  restartRef: RefObject<HTMLButtonElement | null>;
  onRestart: () => void;
  onChatInstead: () => void;
}

/** Once the conversation has ended or failed: Start again (unless it never can) and the chat. */
function AfterControls({ failure, restartRef, onRestart, onChatInstead }: AfterControlsProps) {
  return (
    <div className="mt-4 flex flex-col gap-2">
      {failure !== 'unsupported' && (
        <Button ref={restartRef} variant="secondary" onClick={onRestart} className="w-full">
          <Icon name="rotate-ccw" strokeWidth={2} className="size-4" />
          Start again
        </Button>
      )}
      <Button ref={failure === 'unsupported' ? restartRef : undefined} variant={failure ? 'primary' : 'secondary'} onClick={onChatInstead} className="w-full">
        <Icon name="message-circle" strokeWidth={2} className="size-4" />
        {CHAT_INSTEAD_LABEL}
      </Button>
    </div>
  );
}
