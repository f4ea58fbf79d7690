/**
 * <VoiceOrb autoOpenDelayMs={VOICE_AUTO_OPEN_DELAY_MS} />: the "Press Me" orb that opens a small
 * panel for a live voice conversation with Vale. With a voice provider the conversation is the
 * provider's web call (its SDK fetched only on Start Conversation); without one it runs in the
 * browser (speech recognition and synthesis over the chat API). Where voice cannot work, the panel
 * offers the chat instead. By itself the orb only ever shows a compact invitation that hides nothing
 * on the page. As a bubble it keeps clear of the page's text and controls (useFloatingForm): "Press Me"
 * beside it until the visitor scrolls, then the orb alone, or peeking from the screen's edge; never while in
 * use. Unmounting (leaving the page) ends any call or conversation.
 *
 * This shell wires one hook per job and renders:
 *   useVoiceSession        the orb's state (voice-state.ts's reducer) and what last moved it
 *   useCallTime            the call's running time, ticking once a second
 *   useVoiceMode           provider or browser, asked of the server once the visitor shows interest
 *   useProviderConsent     whether the visitor's consent lets the provider's client load
 *   useProviderCall        the provider's web call (its SDK chunk loaded on Start Conversation)
 *   useBrowserConversation the conversation in the browser (its code loaded on Start Conversation)
 *   useVoiceInvitation     the invitation, once, some time after the page has loaded
 *   useVoiceFocus          focus following the visitor's own actions
 *   VoicePanel, OrbButton  what is shown
 */
import { useCallback, useId, useRef } from 'react';
import { cx } from '~/components/ui/cx';
import { requestOpenChat } from '~/features/chat/open-chat';
import { useFloatingForm } from '~/features/floating/useFloatingForm';
import { siteConfig } from '~/site.config';
import { canRecognizeSpeech } from './speech-support';
import { callStatusText, holdsCall, isActive, isPanelOpen } from './voice-state';
import { OrbButton } from './OrbButton';
import { VoicePanel } from './VoicePanel';
import { useBrowserConversation } from './useBrowserConversation';
import { useProviderCall } from './useProviderCall';
import { useVoiceFocus } from './useVoiceFocus';
import { useVoiceInvitation } from './useVoiceInvitation';
import { useProviderConsent, useVoiceMode } from './useVoiceMode';
import { useCallTime, useVoiceSession } from './useVoiceSession';

export interface VoiceOrbProps {
  /** Opens the panel by itself this long after the page has loaded, unless the visitor already opened it. Omit to never open by itself. */
  autoOpenDelayMs?: number;
  /** Visible text on the orb. */
  label?: string;
  /** 'bubble' floats at the bottom right of the screen; 'inline' sits in the page flow (a demo section). */
  variant?: 'bubble' | 'inline';
  className?: string;
}

export function VoiceOrb({ autoOpenDelayMs, label = 'Press Me', variant = 'bubble', className }: VoiceOrbProps) {
  const { state, dispatch, lastEvent } = useVoiceSession();
  const { phase } = state;
  const active = isActive(state);
  const panelOpen = isPanelOpen(state);
  const { mode, learnMode, settleMode } = useVoiceMode(active);
  const consent = useProviderConsent(mode);
  const startProviderCall = useProviderCall(state, dispatch);
  const browserConversation = useBrowserConversation(dispatch);
  const elapsed = useCallTime(phase, state.callStartedAt);

  const bubble = variant === 'bubble';
  const anchorRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef<HTMLSpanElement>(null);
  // Its panel open, it stays in view; an invitation shows only beside an orb in view.
  const { form, style: floatingStyle } = useFloatingForm({ anchorRef, labelRef, pinned: panelOpen, enabled: bubble });
  const orbInView = form === 'full' || form === 'compact';
  const { Invitation, accept: acceptInvitation, dismiss: dismissInvitation } = useVoiceInvitation({ delayMs: autoOpenDelayMs, phase, orbInView, dispatch });

  // What the panel says about speech waits until the server has said there is no provider.
  const browserMode = mode === 'browser';
  const recognitionMissing = browserMode && phase === 'open' && !canRecognizeSpeech();
  const { rootRef, orbRef, startRef, endRef } = useVoiceFocus({ phase, lastEvent, providerBlocked: consent.blocked, recognitionMissing });
  const panelId = useId();

  async function startConversation() {
    if ((await settleMode()) === 'provider') await startProviderCall();
    else await browserConversation.start();
  }

  const chatInstead = useCallback(() => {
    dispatch({ type: 'chatInstead' });
    requestOpenChat();
  }, [dispatch]);

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
        <VoicePanel
          id={panelId}
          state={state}
          dispatch={dispatch}
          bubble={bubble}
          browserMode={browserMode}
          recognitionMissing={recognitionMissing}
          consent={consent}
          Conversation={browserConversation.Conversation}
          elapsed={elapsed}
          onStart={() => void startConversation()}
          onChatInstead={chatInstead}
          startRef={startRef}
          endRef={endRef}
        />
      )}

      <span role="status" className="sr-only">
        {callStatusText(phase, siteConfig.assistantName)}
      </span>

      <div ref={bubble ? anchorRef : undefined} className={cx('relative flex items-center', bubble ? 'flex-row' : 'flex-col')}>
        {phase === 'invite' && bubble && orbInView && Invitation && (
          <Invitation rootRef={rootRef} onOpen={acceptInvitation} onDismiss={dismissInvitation} />
        )}
        <OrbButton
          orbRef={orbRef}
          labelRef={bubble ? labelRef : undefined}
          label={label}
          bubble={bubble}
          panelOpen={panelOpen}
          panelId={panelId}
          pulsing={holdsCall(state) || phase === 'talking' || phase === 'invite'}
          bright={active}
          onPress={() => dispatch({ type: 'orbPressed' })}
          onInterest={learnMode}
        />
      </div>
    </div>
  );
}
