import { requestWebCall, WEB_CALL_ENDPOINT } from './voice-api';

/** Stands in for RetellWebClient: startCall emits what the SDK would. */
const sdk = vi.hoisted(() => ({ outcome: 'started' as 'started' | 'error', instances: [] as unknown[] }));

vi.mock('retell-client-js-sdk', async () => {
  const { EventEmitter } = await import('node:events');
  class RetellWebClient extends EventEmitter {
    startCall = vi.fn(async () => {
      this.emit(sdk.outcome === 'started' ? 'call_started' : 'error', 'Error starting call');
    });
    stopCall = vi.fn(() => this.emit('call_ended'));
    mute = vi.fn();
    unmute = vi.fn();
    constructor() {
      super();
      sdk.instances.push(this);
    }
  }
  return { RetellWebClient };
});

const { startVoiceCall } = await import('./voice-client');

interface FakeClient extends NodeJS.EventEmitter {
  startCall: ReturnType<typeof vi.fn>;
  stopCall: ReturnType<typeof vi.fn>;
  mute: ReturnType<typeof vi.fn>;
  unmute: ReturnType<typeof vi.fn>;
}
const lastClient = () => sdk.instances.at(-1) as FakeClient;

describe('startVoiceCall', () => {
  beforeEach(() => {
    sdk.outcome = 'started';
  });

  it('starts the SDK call with the access token and controls the microphone', async () => {
    const events = { onEnded: vi.fn(), onError: vi.fn() };
    const call = await startVoiceCall('token-1', events);
    const client = lastClient();
    expect(client.startCall).toHaveBeenCalledWith({ accessToken: 'token-1' });
    call.setMuted(true);
    expect(client.mute).toHaveBeenCalledTimes(1);
    call.setMuted(false);
    expect(client.unmute).toHaveBeenCalledTimes(1);
  });

  it('ending it stops the SDK call once and reports nothing back', async () => {
    const events = { onEnded: vi.fn(), onError: vi.fn() };
    const call = await startVoiceCall('token', events);
    call.end();
    call.end();
    expect(lastClient().stopCall).toHaveBeenCalledTimes(1);
    expect(events.onEnded).not.toHaveBeenCalled();
  });

  it('reports a call ended from the other side, and an error during the call', async () => {
    const ended = { onEnded: vi.fn(), onError: vi.fn() };
    await startVoiceCall('token', ended);
    lastClient().emit('call_ended');
    expect(ended.onEnded).toHaveBeenCalledTimes(1);

    const dropped = { onEnded: vi.fn(), onError: vi.fn() };
    await startVoiceCall('token', dropped);
    lastClient().emit('error', 'lost');
    expect(dropped.onError).toHaveBeenCalledTimes(1);
    expect(dropped.onEnded).not.toHaveBeenCalled();
  });

  it('rejects when the SDK reports a failed start (it resolves anyway)', async () => {
    sdk.outcome = 'error';
    const events = { onEnded: vi.fn(), onError: vi.fn() };
    await expect(startVoiceCall('token', events)).rejects.toThrow();
    expect(events.onError).not.toHaveBeenCalled();
  });
});

describe('requestWebCall', () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('posts to the web-call endpoint and returns the access token', async () => {
    const fetchImpl = vi.fn(async () => json(200, { access_token: 'tok', call_id: 'c' }));
    expect(await requestWebCall(fetchImpl, '')).toBe('tok');
    expect(fetchImpl).toHaveBeenCalledWith(WEB_CALL_ENDPOINT, expect.objectContaining({ method: 'POST', body: '{}' }));
    await requestWebCall(fetchImpl, 'agent_v');
    expect(fetchImpl).toHaveBeenLastCalledWith(WEB_CALL_ENDPOINT, expect.objectContaining({ body: '{"agent_id":"agent_v"}' }));
  });

  it('returns null on an error status, a missing token or a network failure', async () => {
    expect(await requestWebCall(async () => json(503, { error: 'Voice calls are not configured on this site' }), '')).toBeNull();
    expect(await requestWebCall(async () => json(200, { call_id: 'c' }), '')).toBeNull();
    expect(
      await requestWebCall(async () => {
        throw new TypeError('Failed to fetch');
      }, ''),
    ).toBeNull();
  });
});
