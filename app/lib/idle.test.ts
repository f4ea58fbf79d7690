import { IDLE_FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, whenIdleAfterLoad } from './idle';

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const listeners: Record<string, () => void> = {};
  const requestIdleCallback = vi.fn((callback: () => void, _options?: { timeout: number }) => {
    callback();
    return 1;
  });
  const setTimeout = vi.fn((callback: () => void, _delay?: number) => {
    callback();
    return 1;
  });
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout,
    ...(idle ? { requestIdleCallback } : {}),
  } as unknown as Window;
  return { win, load: () => listeners.load?.(), requestIdleCallback, setTimeout };
}

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment, at most IDLE_TIMEOUT_MS', () => {
    const task = vi.fn();
    const { win, load, requestIdleCallback } = fakeWindow('interactive', true);
    whenIdleAfterLoad(task, win);
    expect(task).not.toHaveBeenCalled();
    load();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(task).toHaveBeenCalledOnce();
  });

  it('asks for an idle moment at once on a page that has loaded', () => {
    const task = vi.fn();
    const { win } = fakeWindow('complete', true);
    whenIdleAfterLoad(task, win);
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to a short timer without requestIdleCallback', () => {
    const task = vi.fn();
    const { win, setTimeout } = fakeWindow('complete', false);
    whenIdleAfterLoad(task, win);
    expect(setTimeout).toHaveBeenCalledWith(task, IDLE_FALLBACK_DELAY_MS);
    expect(task).toHaveBeenCalledOnce();
  });
});
