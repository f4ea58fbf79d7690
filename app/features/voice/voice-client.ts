/**
 * The only module that touches the browser voice SDK. useProviderCall imports it dynamically
 * when the visitor presses Start Conversation, so the SDK (and the microphone) stay
 * untouched until then. Its exports are the whole contract the orb relies on.
 */
import { RetellWebClient } from 'retell-client-js-sdk';

export interface VoiceCall {
  /** Hangs up; no further events are reported. */
  end(): void;
  setMuted(muted: boolean): void;
}

export interface VoiceCallEvents {
  /** The call ended from the other side or the connection closed. */
  onEnded(): void;
  /** Something failed after the call had started. */
  onError(): void;
}

/** Connects with a web-call access token; rejects when the call does not start. */
export async function startVoiceCall(accessToken: string, events: VoiceCallEvents): Promise<VoiceCall> {
  const client = new RetellWebClient();
  let started = false;
  let finished = false;
  const finish = () => {
    finished = true;
    client.removeAllListeners();
  };

  client.on('call_started', () => {
    started = true;
  });
  client.on('call_ended', () => {
    if (finished) return;
    finish();
    events.onEnded();
  });
  client.on('error', () => {
    if (!started || finished) return;
    finish();
    client.stopCall();
    events.onError();
  });

  // The SDK reports a failed start through its "error" event and resolves anyway.
  await client.startCall({ accessToken });
  if (!started) {
    finish();
    client.stopCall();
    throw new Error('The voice call did not start');
  }

  return {
    end() {
      if (finished) return;
      finish();
      client.stopCall();
    },
    setMuted(muted) {
      if (muted) client.mute();
      else client.unmute();
    },
  };
}
