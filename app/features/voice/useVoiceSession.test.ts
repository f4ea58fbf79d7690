// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useCallTime, useVoiceSession } from './useVoiceSession';
import type { VoicePhase } from './voice-state';

describe('useVoiceSession', () => {
  it('runs the orb’s reducer and remembers what last moved it, with a dispatch that keeps its identity', () => {
    const { result } = renderHook(() => useVoiceSession());
    const { dispatch } = result.current;
    expect(result.current.lastEvent.current).toBeNull();
    act(() => dispatch({ type: 'orbPressed' }));
    expect(result.current.state.phase).toBe('open');
    expect(result.current.lastEvent.current).toBe('orbPressed');
    // An event the reducer ignores still counts as the last one.
    act(() => dispatch({ type: 'mutePressed' }));
    expect(result.current.state.phase).toBe('open');
    expect(result.current.lastEvent.current).toBe('mutePressed');
    expect(result.current.dispatch).toBe(dispatch);
  });
});

describe('useCallTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
  });
  afterEach(() => vi.useRealTimers());

  it('is 0 until the call has connected, then ticks once a second during it', () => {
    const { result, rerender } = renderHook(({ phase, at }: { phase: VoicePhase; at: number | null }) => useCallTime(phase, at), {
      initialProps: { phase: 'connecting', at: null },
    });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1500));
    rerender({ phase: 'in-call', at: 11_500 });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1000);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current).toBe(7000);
  });

  it('stops ticking when the call ends', () => {
    const { result, rerender } = renderHook(({ phase, at }: { phase: VoicePhase; at: number | null }) => useCallTime(phase, at), {
      initialProps: { phase: 'in-call' as VoicePhase, at: 10_000 as number | null },
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(3000);
    rerender({ phase: 'idle', at: null });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
