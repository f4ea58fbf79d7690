/**
 * The orb's panel, one body per phase: open (the welcome, then Start Conversation, the consent
 * notice, or the chat where the browser cannot recognise speech), talking (the conversation in the
 * browser), connecting and in call (a provider's web call). Escape closes it while open; it never
 * hangs up a call by accident.
 */
import { useId, type ComponentType, type KeyboardEvent, type RefObject } from 'react';
import { siteConfig } from '~/site.config';
import { cx } from '~/components/ui/cx';
import { Button } from '~/components/ui/Button';
import { Icon } from '~/components/ui/Icon';
import { BlockedEmbedNotice } from '~/features/consent/BlockedEmbedNotice';
import type { BrowserVoiceConversationProps } from './BrowserVoiceConversation';
import { CallControls } from './CallControls';
import { CHAT_INSTEAD_LABEL, START_LABEL, WELCOME_MESSAGE, callStatusText, formatElapsed, type VoiceEvent, type VoiceState } from './voice-state';

const assistant = siteConfig.assistantName;

export interface VoicePanelProps {
  id: string;
  state: VoiceState;
  dispatch: (event: VoiceEvent) => void;
  bubble: boolean;
  /** The server said there is no provider: the panel says how the browser handles speech. */
  browserMode: boolean;
  /** In browser mode, this browser cannot turn speech into text: the chat takes Start Conversation's place. */
  recognitionMissing: boolean;
  /** The visitor's consent blocks the provider's client: its notice takes Start Conversation's place. */
  consent: { blocked: boolean; loadOnce: () => void };
  Conversation: ComponentType<BrowserVoiceConversationProps> | null;
  /** Elapsed call time in milliseconds. */
  elapsed: number;
  onStart: () => void;
  onChatInstead: () => void;
  /** Start Conversation, or the chat button that replaces it. */
  startRef: RefObject<HTMLButtonElement | null>;
  /** Cancel while connecting, End call in a call. */
  endRef: RefObject<HTMLButtonElement | null>;
}

export function VoicePanel({ id, state, dispatch, bubble, browserMode, Conversation, elapsed, onChatInstead, endRef, ...welcome }: VoicePanelProps) {
  const titleId = useId();
  const noticeId = useId();
  const { phase } = state;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && phase === 'open') {
      event.stopPropagation();
      dispatch({ type: 'closePressed' });
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the panel
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={phase === 'open' && browserMode ? noticeId : undefined}
      onKeyDown={onKeyDown}
      className={cx(
        'w-[min(19rem,calc(100vw-2rem))] rounded-2xl border border-plasma-300/30 bg-space-800 p-4 text-ink shadow-[0_18px_48px_-16px_rgb(0_0_0/0.8)]',
        bubble ? 'order-first mb-3 max-h-[calc(100dvh-9rem)] shrink-0 overflow-y-auto' : 'order-last mt-6',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p id={titleId} className="font-display text-base font-semibold">
          Talk with {assistant}
        </p>
        {(phase === 'open' || phase === 'talking') && <CloseButton onClick={() => dispatch({ type: 'closePressed' })} />}
      </div>

      {phase === 'open' && (
        <WelcomeBody error={state.error} browserMode={browserMode} noticeId={noticeId} onChatInstead={onChatInstead} {...welcome} />
      )}

      {phase === 'talking' && Conversation && <Conversation onChatInstead={onChatInstead} />}

      {phase === 'connecting' && (
        <>
          <p className="mt-1 text-sm text-muted" aria-hidden="true">
            {callStatusText(phase, assistant)}
          </p>
          <Button ref={endRef} variant="secondary" onClick={() => dispatch({ type: 'endPressed' })} className="mt-4 w-full">
            <Icon name="phone-off" strokeWidth={2} className="size-4" />
            Cancel
          </Button>
        </>
      )}

      {phase === 'in-call' && (
        <>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted">
            <span className="size-2 rounded-full bg-plasma-400 motion-safe:animate-pulse" aria-hidden="true" />
            In call
            <span className="sr-only">, call time</span>
            <span role="timer" className="ml-auto font-mono text-ink tabular-nums">
              {formatElapsed(elapsed)}
            </span>
          </p>
          <CallControls
            muted={state.muted}
            onMute={() => dispatch({ type: 'mutePressed' })}
            onEnd={() => dispatch({ type: 'endPressed' })}
            endRef={endRef}
          />
        </>
      )}
    </div>
  );
}

function CloseButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label="Close voice panel"
      onClick={onClick}
      className="-mt-1 -mr-1 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-space-700 hover:text-ink"
    >
      <Icon name="x" strokeWidth={2} className="size-5" />
    </button>
  );
}

interface WelcomeBodyProps extends Pick<VoicePanelProps, 'browserMode' | 'recognitionMissing' | 'consent' | 'onStart' | 'onChatInstead' | 'startRef'> {
  error: string | null;
  /** Describes the panel: how speech is handled, or why it cannot be. */
  noticeId: string;
}

/** The open panel: the welcome, a message after a failure, and the way in. */
function WelcomeBody({ error, browserMode, recognitionMissing, consent, noticeId, onStart, onChatInstead, startRef }: WelcomeBodyProps) {
  const chatInsteadButton = (variant: 'primary' | 'secondary') => (
    <Button ref={recognitionMissing ? startRef : undefined} variant={variant} onClick={onChatInstead} className="mt-2 w-full">
      <Icon name="message-circle" strokeWidth={2} className="size-4" />
      {CHAT_INSTEAD_LABEL}
    </Button>
  );

  return (
    <>
      <p className="mt-1 text-sm text-muted">{WELCOME_MESSAGE}</p>
      {error && (
        <p role="alert" className="mt-3 rounded-lg border border-flare-400/50 bg-space-900 px-3 py-2 text-sm text-ink">
          {error}
        </p>
      )}
      {consent.blocked ? (
        <BlockedEmbedNotice category="voice" onLoadOnce={consent.loadOnce} compact className="mt-4" />
      ) : recognitionMissing ? (
        <>
          <p id={noticeId} className="mt-3 text-sm text-ink">
            This browser can&apos;t turn speech into text, so a voice conversation isn&apos;t possible here. {assistant} answers the
            same questions in the chat.
          </p>
          {chatInsteadButton('primary')}
        </>
      ) : (
        <>
          {browserMode && (
            <p id={noticeId} className="mt-3 text-xs leading-relaxed text-muted">
              Your browser will ask to use your microphone. It turns what you say into text (some browsers do this on their
              maker&apos;s speech service); {assistant}&apos;s answers are read aloud and shown here as captions. You can type to{' '}
              {assistant} in the chat instead.
            </p>
          )}
          <Button ref={startRef} onClick={onStart} className="mt-4 w-full">
            <Icon name="mic" strokeWidth={2} className="size-4" />
            {START_LABEL}
          </Button>
          {browserMode && chatInsteadButton('secondary')}
        </>
      )}
    </>
  );
}
