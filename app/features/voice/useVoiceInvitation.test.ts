// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterPageLoad, useVoiceInvitation, type VoiceInvitationOptions } from './useVoiceInvitation';
import { VoiceInvitation } from './VoiceInvitation';

/** The document as it is while the page is still loading. */
function stillLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterPageLoad', () => {
  it('counts the delay from now on a page that has loaded', () => {
    const run = vi.fn();
    afterPageLoad(2000, run);
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts it from the load event on a page still loading', () => {
    stillLoading();
    const run = vi.fn();
    afterPageLoad(2000, run);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancels before the load event or during the delay', () => {
    stillLoading();
    const beforeLoad = vi.fn();
    afterPageLoad(2000, beforeLoad)();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(3000);
    expect(beforeLoad).not.toHaveBeenCalled();

    vi.restoreAllMocks();
    const duringDelay = vi.fn();
    const cancel = afterPageLoad(2000, duringDelay);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(duringDelay).not.toHaveBeenCalled();
  });
});

describe('useVoiceInvitation', () => {
  const options = (change: Partial<VoiceInvitationOptions> = {}): VoiceInvitationOptions => ({
    delayMs: 2000,
    phase: 'idle',
    orbInView: true,
    dispatch: vi.fn(),
    ...change,
  });

  const codeArrived = () =>
    act(async () => {
      await vi.dynamicImportSettled();
    });

  it('fetches the invitation’s code when it is due, then invites', async () => {
    const given = options();
    const { result } = renderHook(() => useVoiceInvitation(given));
    act(() => vi.advanceTimersByTime(1999));
    await codeArrived();
    expect(result.current.Invitation).toBeNull();
    expect(given.dispatch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    await codeArrived();
    expect(result.current.Invitation).toBe(VoiceInvitation);
    expect(given.dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'autoOpen' });
  });

  it('never invites without a delay, nor once unmounted', async () => {
    const never = options({ delayMs: undefined });
    renderHook(() => useVoiceInvitation(never));
    act(() => vi.advanceTimersByTime(60_000));
    await codeArrived();
    expect(never.dispatch).not.toHaveBeenCalled();

    const left = options();
    const { unmount } = renderHook(() => useVoiceInvitation(left));
    act(() => vi.advanceTimersByTime(2000));
    unmount();
    await codeArrived();
    expect(left.dispatch).not.toHaveBeenCalled();
  });

  it('drops the invitation of an orb pushed out of view', () => {
    const dispatch = vi.fn();
    const { rerender } = renderHook((props: VoiceInvitationOptions) => useVoiceInvitation(props), {
      initialProps: options({ delayMs: undefined, phase: 'invite', dispatch }),
    });
    expect(dispatch).not.toHaveBeenCalled();
    rerender(options({ delayMs: undefined, phase: 'invite', orbInView: false, dispatch }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'inviteDismissed' });
    rerender(options({ delayMs: undefined, phase: 'idle', orbInView: false, dispatch }));
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it('accepts and dismisses with callbacks that keep their identity', () => {
    const dispatch = vi.fn();
    const { result, rerender } = renderHook((props: VoiceInvitationOptions) => useVoiceInvitation(props), {
      initialProps: options({ delayMs: undefined, dispatch }),
    });
    const first = result.current;
    rerender(options({ delayMs: undefined, phase: 'invite', dispatch }));
    expect(result.current.accept).toBe(first.accept);
    expect(result.current.dismiss).toBe(first.dismiss);
    result.current.accept();
    result.current.dismiss();
    expect(dispatch.mock.calls).toEqual([[{ type: 'orbPressed' }], [{ type: 'inviteDismissed' }]]);
  });
});
