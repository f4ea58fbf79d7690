import { CALL_DROPPED_MESSAGE, CALL_FAILED_MESSAGE, CALL_UNAVAILABLE_MESSAGE, type VoiceEvent } from './voice-state';
import type { VoiceCall, VoiceCallEvents } from './voice-client';
import { createProviderCall, type ProviderCallOptions } from './useProviderCall';

/** A provider whose token, SDK and connection answer when the test says so. */
function fakeProvider(overrides: Partial<ProviderCallOptions> = {}) {
  const events: VoiceEvent[] = [];
  const call = { end: vi.fn(), setMuted: vi.fn() };
  let callEvents: VoiceCallEvents | undefined;
  const startVoiceCall = vi.fn(async (_token: string, given: VoiceCallEvents): Promise<VoiceCall> => {
    callEvents = given;
    return call;
  });
  const options: ProviderCallOptions = {
    requestToken: vi.fn(async () => 'token-1'),
    loadClient: vi.fn(async () => ({ startVoiceCall })),
    dispatch: (event) => events.push(event),
    now: () => 1234,
    ...overrides,
  };
  return { provider: createProviderCall(options), options, events, call, startVoiceCall, callEvents: () => callEvents };
}

/** A promise the test settles by hand. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('the provider call', () => {
  it('asks for a token, loads the client and connects, reporting each step for its attempt', async () => {
    const { provider, options, events, startVoiceCall } = fakeProvider();
    expect(options.loadClient).not.toHaveBeenCalled();
    await provider.start();
    expect(options.requestToken).toHaveBeenCalledTimes(1);
    expect(options.loadClient).toHaveBeenCalledTimes(1);
    expect(startVoiceCall).toHaveBeenCalledWith('token-1', expect.any(Object));
    expect(events).toEqual([{ type: 'startPressed' }, { type: 'callStarted', attempt: 1, at: 1234 }]);
  });

  it('says calls are unavailable when the server gives no token, without loading the client', async () => {
    const { provider, options, events } = fakeProvider({ requestToken: async () => null });
    await provider.start();
    expect(options.loadClient).not.toHaveBeenCalled();
    expect(events.at(-1)).toEqual({ type: 'callFailed', attempt: 1, message: CALL_UNAVAILABLE_MESSAGE });
  });

  it('says the call could not start when the client cannot load or connect', async () => {
    const unloadable = fakeProvider({ loadClient: async () => Promise.reject(new Error('offline')) });
    await unloadable.provider.start();
    expect(unloadable.events.at(-1)).toEqual({ type: 'callFailed', attempt: 1, message: CALL_FAILED_MESSAGE });

    const refused = fakeProvider();
    refused.startVoiceCall.mockRejectedValueOnce(new Error('no microphone'));
    await refused.provider.start();
    expect(refused.events.at(-1)).toEqual({ type: 'callFailed', attempt: 1, message: CALL_FAILED_MESSAGE });
  });

  it('reports the call ending or dropping from the other side, tagged with its attempt', async () => {
    const { provider, events, callEvents } = fakeProvider();
    await provider.start();
    await provider.start();
    callEvents()?.onError();
    callEvents()?.onEnded();
    expect(events.slice(-2)).toEqual([
      { type: 'callFailed', attempt: 2, message: CALL_DROPPED_MESSAGE },
      { type: 'callEnded', attempt: 2 },
    ]);
  });

  it('mutes and hangs up the connected call, once', async () => {
    const { provider, call } = fakeProvider();
    provider.setMuted(true);
    await provider.start();
    provider.setMuted(true);
    expect(call.setMuted).toHaveBeenCalledExactlyOnceWith(true);
    provider.hangUp();
    provider.hangUp();
    expect(call.end).toHaveBeenCalledTimes(1);
  });

  it('hangs up a call that connects after the visitor gave up on it, and reports nothing more', async () => {
    const connecting = later<VoiceCall>();
    const { provider, events, startVoiceCall, call } = fakeProvider();
    startVoiceCall.mockImplementationOnce(() => connecting.promise);
    const started = provider.start();
    await vi.waitFor(() => expect(startVoiceCall).toHaveBeenCalled());
    provider.hangUp();
    connecting.resolve(call);
    await started;
    expect(call.end).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'startPressed' }]);
  });

  it('drops an attempt given up on before its token or client arrived', async () => {
    const token = later<string | null>();
    const early = fakeProvider({ requestToken: () => token.promise });
    const started = early.provider.start();
    early.provider.hangUp();
    token.resolve('token-1');
    await started;
    expect(early.options.loadClient).not.toHaveBeenCalled();
    expect(early.events).toEqual([{ type: 'startPressed' }]);

    const client = later<{ startVoiceCall: typeof early.startVoiceCall }>();
    const loading = fakeProvider({ loadClient: vi.fn(() => client.promise) });
    const loadingStart = loading.provider.start();
    await vi.waitFor(() => expect(loading.options.loadClient).toHaveBeenCalled());
    loading.provider.hangUp();
    client.resolve({ startVoiceCall: loading.startVoiceCall });
    await loadingStart;
    expect(loading.startVoiceCall).not.toHaveBeenCalled();
    expect(loading.events).toEqual([{ type: 'startPressed' }]);
  });

  it('does not report the failure of an attempt given up on', async () => {
    const refusal = later<never>();
    const { provider, events, startVoiceCall } = fakeProvider();
    startVoiceCall.mockImplementationOnce(() => refusal.promise);
    const started = provider.start();
    await vi.waitFor(() => expect(startVoiceCall).toHaveBeenCalled());
    provider.hangUp();
    refusal.reject(new Error('no microphone'));
    await started;
    expect(events).toEqual([{ type: 'startPressed' }]);
  });
});
