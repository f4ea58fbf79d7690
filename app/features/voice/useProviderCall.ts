/**
 * The voice provider's web call, as the orb holds it: Start Conversation asks the server for a
 * call token, then fetches the provider's SDK (the voice-client chunk, never before that press)
 * and connects. Leaving connecting or in call, for whatever reason, hangs up; so does unmounting
 * (leaving the page). A call that connects after the visitor gave up on it is hung up at once.
 */
import { useEffect, useState } from 'react';
import { siteConfig } from '~/site.config';
import { requestWebCall, type FetchLike } from './voice-api';
import type { VoiceCall, startVoiceCall } from './voice-client';
import { CALL_DROPPED_MESSAGE, CALL_FAILED_MESSAGE, CALL_UNAVAILABLE_MESSAGE, holdsCall, type VoiceEvent, type VoiceState } from './voice-state';

export interface ProviderCallOptions {
  /** A web-call access token from the server, or null when no call can be made. */
  requestToken: () => Promise<string | null>;
  /** The provider's SDK, behind voice-client.ts: loaded on the first start. */
  loadClient: () => Promise<{ startVoiceCall: typeof startVoiceCall }>;
  /** The orb's reducer (voice-state.ts): startPressed, then callStarted, callFailed or callEnded. */
  dispatch: (event: VoiceEvent) => void;
  now?: () => number;
}

export interface ProviderCall {
  /** Starts a new attempt; its outcome arrives as events, tagged with the attempt. */
  start(): Promise<void>;
  /** Ends the call, or the attempt still connecting (its call is ended when it arrives). */
  hangUp(): void;
  setMuted(muted: boolean): void;
}

/** The call and its attempts, apart from React. The attempts count as the reducer's do: one per startPressed. */
export function createProviderCall({ requestToken, loadClient, dispatch, now = Date.now }: ProviderCallOptions): ProviderCall {
  let call: VoiceCall | null = null;
  let attempts = 0;
  /** The attempt still wanted; 0 once the visitor ended or left, so a late connection is hung up. */
  let wanted = 0;

  async function start() {
    const attempt = attempts + 1;
    attempts = attempt;
    wanted = attempt;
    dispatch({ type: 'startPressed' });

    const token = await requestToken();
    if (wanted !== attempt) return;
    if (!token) {
      dispatch({ type: 'callFailed', attempt, message: CALL_UNAVAILABLE_MESSAGE });
      return;
    }

    let connected: VoiceCall;
    try {
      const client = await loadClient();
      if (wanted !== attempt) return;
      connected = await client.startVoiceCall(token, {
        onEnded: () => dispatch({ type: 'callEnded', attempt }),
        onError: () => dispatch({ type: 'callFailed', attempt, message: CALL_DROPPED_MESSAGE }),
      });
    } catch {
      if (wanted === attempt) dispatch({ type: 'callFailed', attempt, message: CALL_FAILED_MESSAGE });
      return;
    }
    if (wanted !== attempt) {
      connected.end();
      return;
    }
    call = connected;
    dispatch({ type: 'callStarted', attempt, at: now() });
  }

  return {
    start,
    hangUp() {
      wanted = 0;
      call?.end();
      call = null;
    },
    setMuted(muted) {
      call?.setMuted(muted);
    },
  };
}

const browserFetch: FetchLike = (input, init) => fetch(input, init);

/** Returns the orb's Start Conversation for a provider; the orb's state decides when the call ends and whether it is muted. */
export function useProviderCall(state: VoiceState, dispatch: (event: VoiceEvent) => void): () => Promise<void> {
  const [call] = useState(() =>
    createProviderCall({
      requestToken: () => requestWebCall(browserFetch, siteConfig.thirdParty.voiceAgentId),
      loadClient: () => import('./voice-client'),
      dispatch,
    }),
  );

  const callHeld = holdsCall(state);
  useEffect(() => {
    if (!callHeld) call.hangUp();
  }, [call, callHeld]);

  // Unmounting (leaving the page) ends any call; the browser conversation ends with its own unmount.
  useEffect(() => () => call.hangUp(), [call]);

  useEffect(() => {
    call.setMuted(state.muted);
  }, [call, state.muted]);

  return call.start;
}
