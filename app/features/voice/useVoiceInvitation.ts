/**
 * When the orb invites the visitor to talk: once, `delayMs` after the page has finished loading,
 * unless the visitor already opened the orb (the reducer decides). The invitation's code
 * (VoiceInvitation.tsx) arrives with it, as it is not needed before; an invitation whose code
 * cannot load is skipped. An orb pushed aside invites no one: the invitation is dropped, not kept
 * for later.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { VoiceEvent, VoicePhase } from './voice-state';
import type { VoiceInvitationProps } from './VoiceInvitation';

type InvitationComponent = ComponentType<VoiceInvitationProps>;

/** Runs `run` `delayMs` after the window's load event (counted from now if the page has loaded). Returns a cancel. */
export function afterPageLoad(delayMs: number, run: () => void): () => void {
  let timer: number | undefined;
  const arm = () => {
    timer = window.setTimeout(run, delayMs);
  };
  if (document.readyState === 'complete') arm();
  else window.addEventListener('load', arm, { once: true });
  return () => {
    window.removeEventListener('load', arm);
    window.clearTimeout(timer);
  };
}

export interface VoiceInvitationOptions {
  /** Omit to never invite. */
  delayMs: number | undefined;
  phase: VoicePhase;
  /** The orb is in view (not pushed aside or peeking from the screen's edge). */
  orbInView: boolean;
  /** Stable (useVoiceSession's). */
  dispatch: (event: VoiceEvent) => void;
}

export interface VoiceInvitationHandle {
  /** The invitation's component, once its code has arrived. */
  Invitation: InvitationComponent | null;
  /** Stable, so the invitation keeps its listeners for as long as it shows. */
  accept: () => void;
  dismiss: () => void;
}

export function useVoiceInvitation({ delayMs, phase, orbInView, dispatch }: VoiceInvitationOptions): VoiceInvitationHandle {
  const [Invitation, setInvitation] = useState<InvitationComponent | null>(null);

  useEffect(() => {
    if (delayMs === undefined) return;
    let cancelled = false;
    const cancelTimer = afterPageLoad(delayMs, () => {
      import('./VoiceInvitation')
        .then((module) => {
          if (cancelled) return;
          setInvitation(() => module.VoiceInvitation);
          dispatch({ type: 'autoOpen' });
        })
        .catch(() => {});
    });
    return () => {
      cancelled = true;
      cancelTimer();
    };
  }, [delayMs, dispatch]);

  useEffect(() => {
    if (phase === 'invite' && !orbInView) dispatch({ type: 'inviteDismissed' });
  }, [phase, orbInView, dispatch]);

  const accept = useCallback(() => dispatch({ type: 'orbPressed' }), [dispatch]);
  const dismiss = useCallback(() => dispatch({ type: 'inviteDismissed' }), [dispatch]);
  return { Invitation, accept, dismiss };
}
