// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import { ScrollProgress, scrollProgressPercent, useScrollProgress } from './ScrollProgress';

function setPage({ scrollY, scrollHeight, innerHeight }: { scrollY: number; scrollHeight: number; innerHeight: number }) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: scrollHeight, configurable: true });
}

describe('scrollProgressPercent', () => {
  it('goes from 0 at the top to 100 at the bottom', () => {
    expect(scrollProgressPercent(0, 3000, 1000)).toBe(0);
    expect(scrollProgressPercent(1000, 3000, 1000)).toBe(50);
    expect(scrollProgressPercent(2000, 3000, 1000)).toBe(100);
  });

  it('is capped at 100 and never negative (overscroll bounce)', () => {
    expect(scrollProgressPercent(2600, 3000, 1000)).toBe(100);
    expect(scrollProgressPercent(-40, 3000, 1000)).toBe(0);
  });

  it('handles pages shorter than the screen', () => {
    expect(scrollProgressPercent(0, 800, 1000)).toBe(0);
  });
});

describe('ScrollProgress', () => {
  beforeEach(() => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0; // ran already: nothing left pending
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a decorative bar that follows the scroll position', () => {
    setPage({ scrollY: 0, scrollHeight: 3000, innerHeight: 1000 });
    const { container } = render(<ScrollProgress />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar.style.transform).toBe('scaleX(0)');

    setPage({ scrollY: 500, scrollHeight: 3000, innerHeight: 1000 });
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(bar.style.transform).toBe('scaleX(0.25)');
    expect(bar.dataset.percent).toBe('25');

    setPage({ scrollY: 2400, scrollHeight: 3000, innerHeight: 1000 });
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(bar.style.transform).toBe('scaleX(1)');
    expect(bar.dataset.percent).toBe('100');
  });

  it('gives React the percentage through useScrollProgress', () => {
    setPage({ scrollY: 1000, scrollHeight: 4000, innerHeight: 1000 });
    const { result } = renderHook(() => useScrollProgress());
    expect(result.current).toBe(33);
    setPage({ scrollY: 3000, scrollHeight: 4000, innerHeight: 1000 });
    act(() => window.dispatchEvent(new Event('resize')));
    expect(result.current).toBe(100);
  });
});
