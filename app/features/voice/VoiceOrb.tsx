/**
 * <VoiceOrb autoOpenDelayMs={VOICE_AUTO_OPEN_DELAY_MS} />: the "Press Me" orb that opens a small
 * panel for a live voice conversation with Vale. With a voice provider the conversation is the
 * provider's web call (its SDK fetched only on Start Conversation); without one it runs in the
 * browser (speech recognition and synthesis over the chat API). Where voice cannot work, the panel
 * offers the chat instead. By itself the orb only ever shows a compact invitation that hides nothing
 * on the page. As a bubble it keeps clear of the page's text and controls (useFloatingForm): "Press Me"
 * beside it until the visitor scrolls, then the orb alone, or peeking from the screen's edge; never while in
 * use. Unmounting (leaving the page) ends any call or conversation.
 */
import { useCallback, useEffect, useId, useReducer, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { siteConfig } from '~/site.config';
import { cx } from '~/components/ui/cx';
import { BlockedEmbedNotice, useEmbedPermission } from '~/features/consent/BlockedEmbedNotice';
import { requestOpenChat } from '~/features/chat/open-chat';
import { loadOnce } from '~/lib/load-once';
import { requestWebCall, type FetchLike } from './voice-api';
import type { VoiceCall } from './voice-client';
import type { BrowserVoiceConversationProps } from './BrowserVoiceConversation';
import { canRecognizeSpeech } from './speech-support';
import { voiceMode, type VoiceMode } from './voice-mode';
import type { VoiceInvitationProps } from './VoiceInvitation';
import {
  CALL_DROPPED_MESSAGE,
  CALL_FAILED_MESSAGE,
  CALL_UNAVAILABLE_MESSAGE,
  CHAT_INSTEAD_LABEL,
  CONVERSATION_FAILED_MESSAGE,
  START_LABEL,
  WELCOME_MESSAGE,
  formatElapsed,
  holdsCall,
  initialVoiceState,
  isActive,
  isPanelOpen,
  voiceReducer,
  type VoiceEvent,
} from './voice-state';
import { Button } from '~/components/ui/Button';
import { CallControls } from './CallControls';
import { Icon } from '~/components/ui/Icon';
import { useFloatingForm } from '~/features/floating/useFloatingForm';

type ConversationComponent = ComponentType<BrowserVoiceConversationProps>;
type InvitationComponent = ComponentType<VoiceInvitationProps>;
/** The browser conversation's code, fetched when the visitor first starts one. */
const loadConversation = loadOnce<ConversationComponent>(() => import('./BrowserVoiceConversation').then((module) => module.default));

export interface VoiceOrbProps {
  /** Opens the panel by itself this long after the page has loaded, unless the visitor already opened it. Omit to never open by itself. */
  autoOpenDelayMs?: number;
  /** Visible text on the orb. */
  label?: string;
  /** 'bubble' floats at the bottom right of the screen; 'inline' sits in the page flow (a demo section). */
  variant?: 'bubble' | 'inline';
  className?: string;
}

const browserFetch: FetchLike = (input, init) => fetch(input, init);

export function VoiceOrb({ autoOpenDelayMs, label = 'Press Me', variant = 'bubble', className }: VoiceOrbProps) {
  const [state, rawDispatch] = useReducer(voiceReducer, initialVoiceState);
  const [now, setNow] = useState(() => Date.now());
  const [mode, setMode] = useState<VoiceMode | null>(null);
  const [Conversation, setConversation] = useState<ConversationComponent | null>(null);
  const [Invitation, setInvitation] = useState<InvitationComponent | null>(null);
  const assistant = siteConfig.assistantName;
  // The provider's client connects to third-party hosts: the visitor's consent (voice category) decides.
  // Until the server has said which mode it is in, a configured agent id is the best guess.
  const providerMode = mode === 'provider' || (mode === null && siteConfig.thirdParty.voiceAgentId !== '');
  const voicePermission = useEmbedPermission('voice');
  const providerBlocked = providerMode && voicePermission.blocked;
  // "Load it anyway" replaces itself with Start Conversation: the focus goes there.
  const wasBlocked = useRef(providerBlocked);
  useEffect(() => {
    if (wasBlocked.current && !providerBlocked && rootRef.current?.contains(document.activeElement) === false) startRef.current?.focus();
    wasBlocked.current = providerBlocked;
  }, [providerBlocked]);
  const panelId = useId();
  const titleId = useId();
  const noticeId = useId();

  const rootRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef<HTMLSpanElement>(null);
  const orbRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLButtonElement>(null);
  const callRef = useRef<VoiceCall | null>(null);
  /** The attempt still wanted; 0 once the visitor ended or left, so a late connection is hung up. */
  const wantedAttempt = useRef(0);
  const attemptRef = useRef(0);
  const lastEvent = useRef<VoiceEvent['type'] | null>(null);

  const dispatch = useCallback((event: VoiceEvent) => {
    lastEvent.current = event.type;
    rawDispatch(event);
  }, []);

  const active = isActive(state);
  const panelOpen = isPanelOpen(state);
  const callHeld = holdsCall(state);

  /** Asks the server for its voice mode once the visitor shows interest. */
  const learnMode = useCallback(() => {
    void voiceMode().then(setMode);
  }, []);
  useEffect(() => {
    if (active) learnMode();
  }, [active, learnMode]);

  // Leaving connecting or in call, for whatever reason, hangs up.
  useEffect(() => {
    if (callHeld) return;
    wantedAttempt.current = 0;
    callRef.current?.end();
    callRef.current = null;
  }, [callHeld]);

  // Unmounting (leaving the page) ends any call; the browser conversation ends with its own unmount.
  useEffect(
    () => () => {
      wantedAttempt.current = 0;
      callRef.current?.end();
      callRef.current = null;
    },
    [],
  );

  useEffect(() => {
    callRef.current?.setMuted(state.muted);
  }, [state.muted]);

  // Invites by itself once, some time after the page has finished loading.
  useEffect(() => {
    if (autoOpenDelayMs === undefined) return;
    let timer: number | undefined;
    let cancelled = false;
    // The invitation's code arrives with it (it is not needed before), and an invitation that cannot load is skipped.
    const invite = () => {
      import('./VoiceInvitation')
        .then((module) => {
          if (cancelled) return;
          setInvitation(() => module.VoiceInvitation);
          dispatch({ type: 'autoOpen' });
        })
        .catch(() => {});
    };
    const arm = () => {
      timer = window.setTimeout(invite, autoOpenDelayMs);
    };
    if (document.readyState === 'complete') arm();
    else window.addEventListener('load', arm, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', arm);
      window.clearTimeout(timer);
    };
  }, [autoOpenDelayMs, dispatch]);

  // Elapsed call time, ticking once a second during a call.
  useEffect(() => {
    if (state.phase !== 'in-call') return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [state.phase]);

  // Focus follows the visitor's own actions (never the invitation, and not the way into the chat).
  useEffect(() => {
    const cause = lastEvent.current;
    if (cause === null || cause === 'autoOpen' || cause === 'inviteDismissed' || cause === 'chatInstead' || cause === 'browserStarted') return;
    const focused = document.activeElement;
    const focusIsOurs = !focused || focused === document.body || rootRef.current?.contains(focused);
    if (!focusIsOurs) return;
    if (state.phase === 'open') startRef.current?.focus();
    else if (state.phase === 'connecting' || state.phase === 'in-call') endRef.current?.focus();
    else if (state.phase === 'idle') orbRef.current?.focus();
  }, [state.phase]);

  async function startProviderCall() {
    const attempt = attemptRef.current + 1;
    attemptRef.current = attempt;
    wantedAttempt.current = attempt;
    dispatch({ type: 'startPressed' });

    const token = await requestWebCall(browserFetch, siteConfig.thirdParty.voiceAgentId);
    if (wantedAttempt.current !== attempt) return;
    if (!token) {
      dispatch({ type: 'callFailed', attempt, message: CALL_UNAVAILABLE_MESSAGE });
      return;
    }

    let call: VoiceCall;
    try {
      const { startVoiceCall } = await import('./voice-client');
      if (wantedAttempt.current !== attempt) return;
      call = await startVoiceCall(token, {
        onEnded: () => dispatch({ type: 'callEnded', attempt }),
        onError: () => dispatch({ type: 'callFailed', attempt, message: CALL_DROPPED_MESSAGE }),
      });
    } catch {
      if (wantedAttempt.current === attempt) dispatch({ type: 'callFailed', attempt, message: CALL_FAILED_MESSAGE });
      return;
    }
    if (wantedAttempt.current !== attempt) {
      call.end();
      return;
    }
    callRef.current = call;
    dispatch({ type: 'callStarted', attempt, at: Date.now() });
  }

  async function startBrowserConversation() {
    try {
      const component = await loadConversation();
      setConversation(() => component);
      dispatch({ type: 'browserStarted' });
    } catch {
      dispatch({ type: 'browserFailed', message: CONVERSATION_FAILED_MESSAGE });
    }
  }

  async function startConversation() {
    const known = mode ?? (await voiceMode());
    setMode(known);
    if (known === 'provider') await startProviderCall();
    else await startBrowserConversation();
  }

  // Stable, so the invitation keeps its listeners for as long as it shows.
  const acceptInvitation = useCallback(() => dispatch({ type: 'orbPressed' }), [dispatch]);
  const dismissInvitation = useCallback(() => dispatch({ type: 'inviteDismissed' }), [dispatch]);

  const chatInstead = useCallback(() => {
    dispatch({ type: 'chatInstead' });
    requestOpenChat();
  }, [dispatch]);

  function onPanelKeyDown(event: KeyboardEvent) {
    // Escape closes the panel; it never hangs up a call by accident.
    if (event.key === 'Escape' && state.phase === 'open') {
      event.stopPropagation();
      dispatch({ type: 'closePressed' });
    }
  }

  const bubble = variant === 'bubble';
  // Its panel open, it stays in view; an invitation shows only beside an orb in view.
  const { form, style: floatingStyle } = useFloatingForm({ anchorRef, labelRef, pinned: panelOpen, enabled: bubble });
  const orbInView = form === 'full' || form === 'compact';
  // An orb pushed aside invites no one: the invitation is dropped, not kept for later.
  useEffect(() => {
    if (state.phase === 'invite' && !orbInView) dispatch({ type: 'inviteDismissed' });
  }, [state.phase, orbInView, dispatch]);
  const elapsed = state.callStartedAt === null ? 0 : now - state.callStartedAt;
  // What the panel says about speech waits until the server has said there is no provider.
  const browserMode = mode === 'browser';
  const recognitionMissing = browserMode && state.phase === 'open' && !canRecognizeSpeech();

  // When the answer replaces Start Conversation with the chat button, the focus follows.
  useEffect(() => {
    if (!recognitionMissing) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) startRef.current?.focus();
  }, [recognitionMissing]);

  const statusText =
    state.phase === 'connecting' ? `Connecting to ${assistant}…` : state.phase === 'in-call' ? `Connected. You're talking with ${assistant}.` : '';

  const closeButton = (
    <button
      type="button"
      aria-label="Close voice panel"
      onClick={() => dispatch({ type: 'closePressed' })}
      className="-mt-1 -mr-1 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-space-700 hover:text-ink"
    >
      <Icon name="x" strokeWidth={2} className="size-5" />
    </button>
  );

  const chatInsteadButton = (variantName: 'primary' | 'secondary') => (
    <Button ref={recognitionMissing ? startRef : undefined} variant={variantName} onClick={chatInstead} className="mt-2 w-full">
      <Icon name="message-circle" strokeWidth={2} className="size-4" />
      {CHAT_INSTEAD_LABEL}
    </Button>
  );

  return (
    <div
      ref={rootRef}
      data-voice-orb={variant}
      data-floating-control={bubble ? '' : undefined}
      data-floating-form={bubble ? form : undefined}
      style={bubble ? floatingStyle : undefined}
      className={cx(
        // Above the chat button, in the same column.
        bubble
          ? 'floating-right fixed bottom-[calc(var(--floating-bottom)+var(--floating-size)+var(--floating-gap))] z-40 flex flex-col items-end'
          : 'flex flex-col items-center',
        className,
      )}
    >
      {panelOpen && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the panel
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          aria-describedby={state.phase === 'open' && browserMode ? noticeId : undefined}
          onKeyDown={onPanelKeyDown}
          className={cx(
            'w-[min(19rem,calc(100vw-2rem))] rounded-2xl border border-plasma-300/30 bg-space-800 p-4 text-ink shadow-[0_18px_48px_-16px_rgb(0_0_0/0.8)]',
            bubble ? 'order-first mb-3 max-h-[calc(100dvh-9rem)] shrink-0 overflow-y-auto' : 'order-last mt-6',
          )}
        >
          <div className="flex items-start justify-between gap-2">
            <p id={titleId} className="font-display text-base font-semibold">
              Talk with {assistant}
            </p>
            {(state.phase === 'open' || state.phase === 'talking') && closeButton}
          </div>

          {state.phase === 'open' && (
            <>
              <p className="mt-1 text-sm text-muted">{WELCOME_MESSAGE}</p>
              {state.error && (
                <p role="alert" className="mt-3 rounded-lg border border-flare-400/50 bg-space-900 px-3 py-2 text-sm text-ink">
                  {state.error}
                </p>
              )}
              {providerBlocked ? (
                <BlockedEmbedNotice category="voice" onLoadOnce={voicePermission.loadOnce} compact className="mt-4" />
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
                  <Button ref={startRef} onClick={() => void startConversation()} className="mt-4 w-full">
                    <Icon name="mic" strokeWidth={2} className="size-4" />
                    {START_LABEL}
                  </Button>
                  {browserMode && chatInsteadButton('secondary')}
                </>
              )}
            </>
          )}

          {state.phase === 'talking' && Conversation && <Conversation onChatInstead={chatInstead} />}

          {state.phase === 'connecting' && (
            <>
              <p className="mt-1 text-sm text-muted" aria-hidden="true">
                {statusText}
              </p>
              <Button ref={endRef} variant="secondary" onClick={() => dispatch({ type: 'endPressed' })} className="mt-4 w-full">
                <Icon name="phone-off" strokeWidth={2} className="size-4" />
                Cancel
              </Button>
            </>
          )}

          {state.phase === 'in-call' && (
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
      )}

      <span role="status" className="sr-only">
        {statusText}
      </span>

      <div ref={bubble ? anchorRef : undefined} className={cx('relative flex items-center', bubble ? 'flex-row' : 'flex-col')}>
        {state.phase === 'invite' && bubble && orbInView && Invitation && (
          <Invitation rootRef={rootRef} onOpen={acceptInvitation} onDismiss={dismissInvitation} />
        )}
        <button
          ref={orbRef}
          type="button"
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? panelId : undefined}
          onClick={() => dispatch({ type: 'orbPressed' })}
          onPointerEnter={learnMode}
          onFocus={learnMode}
          className={cx('group relative inline-flex items-center rounded-full', bubble ? 'floating-body size-(--floating-size)' : 'flex-col gap-4')}
        >
          {/* As a bubble, the label sits beside the orb without taking room of its own: it can fade away and nothing moves. */}
          <span ref={bubble ? labelRef : undefined} className={cx(bubble ? 'floating-label absolute inset-y-0 right-full mr-3 flex items-center' : 'order-last')}>
            <span
              className={cx(
                'rounded-full border border-plasma-300/40 bg-space-800 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-ink shadow-lg group-hover:border-plasma-300',
                !bubble && 'text-base',
              )}
            >
              {label}{' '}
              <span className="sr-only">to talk with {assistant} by voice</span>
            </span>
          </span>
          <span className={cx('relative inline-flex', bubble ? 'size-full' : 'size-36 sm:size-44')}>
            <span
              aria-hidden="true"
              className={cx(
                'absolute -inset-1.5 rounded-full border-2 border-plasma-300/70 transition-opacity duration-300',
                callHeld || state.phase === 'talking' || state.phase === 'invite' ? 'motion-safe:animate-pulse' : 'opacity-0 group-hover:opacity-100',
              )}
            />
            <img
              src="/images/vale-orb.svg"
              alt=""
              width={120}
              height={120}
              className={cx(
                'relative size-full drop-shadow-[0_0_18px_rgb(34_211_238/0.45)] transition-[filter] duration-300',
                active && 'brightness-150 saturate-150',
              )}
            />
          </span>
        </button>
      </div>
    </div>
  );
}
