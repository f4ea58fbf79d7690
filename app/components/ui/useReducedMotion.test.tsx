// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { prefersReducedMotion, useReducedMotion } from './useReducedMotion';

function installMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches && query === '(prefers-reduced-motion: reduce)';
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

describe('useReducedMotion', () => {
  it('reads the preference and follows its changes', () => {
    const media = installMatchMedia(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.change(true));
    expect(result.current).toBe(true);
    expect(prefersReducedMotion()).toBe(true);
    unmount();
    expect(media.listenerCount()).toBe(0);
  });

  it('assumes motion is fine where matchMedia is missing', () => {
    // @ts-expect-error old browsers
    delete window.matchMedia;
    expect(prefersReducedMotion()).toBe(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
  });
});
