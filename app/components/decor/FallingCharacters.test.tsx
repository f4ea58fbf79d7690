// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { FakeIntersectionObserver, setReducedMotion } from '~/components/ui/test-helpers';
import { FallingCharacters } from './FallingCharacters';
import { RAIN_TICK_MS } from './falling-characters';

/** A 2D context that records the characters drawn. */
function stubCanvas() {
  const drawn: string[] = [];
  const context = {
    setTransform: vi.fn(),
    fillRect: vi.fn(),
    fillText: (char: string) => drawn.push(char),
    font: '',
    textBaseline: '',
    fillStyle: '',
    globalCompositeOperation: '',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'clientWidth', 'get').mockReturnValue(140);
  vi.spyOn(HTMLCanvasElement.prototype, 'clientHeight', 'get').mockReturnValue(140);
  return drawn;
}

describe('FallingCharacters', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
    FakeIntersectionObserver.install();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('is a canvas hidden from assistive technology that draws a row every 50 ms', () => {
    const drawn = stubCanvas();
    const { container } = render(<FallingCharacters random={() => 0} />);
    const canvas = container.querySelector('canvas')!;
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    act(() => vi.advanceTimersByTime(RAIN_TICK_MS - 1));
    expect(drawn).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(drawn).toHaveLength(10); // 140 px / 14 px = 10 columns
  });

  it('pauses off-screen and in a hidden tab, and resumes when back', () => {
    const drawn = stubCanvas();
    const { container } = render(<FallingCharacters random={() => 0} />);
    const canvas = container.querySelector('canvas')!;
    FakeIntersectionObserver.latestFor(canvas).report(canvas, { top: 2000, height: 400 });
    act(() => vi.advanceTimersByTime(500));
    expect(drawn).toHaveLength(0);
    FakeIntersectionObserver.latestFor(canvas).report(canvas, { top: 0, height: 400 });
    act(() => vi.advanceTimersByTime(RAIN_TICK_MS));
    expect(drawn.length).toBeGreaterThan(0);

    const before = drawn.length;
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(500));
    expect(drawn).toHaveLength(before);
  });

  it('stays still under reduced motion', () => {
    setReducedMotion(true);
    const drawn = stubCanvas();
    render(<FallingCharacters random={() => 0} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(drawn).toHaveLength(0);
  });
});
