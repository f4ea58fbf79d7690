// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { FakeIntersectionObserver, setReducedMotion } from '~/components/ui/test-helpers';
import { ShootingStars } from './ShootingStars';
import { STAR_SPAWN_MIN_MS } from './shooting-stars';
import { Ufo } from './Ufo';

const half = () => 0.5; // every spawn waits 3500 ms

describe('ShootingStars', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
    FakeIntersectionObserver.install();
  });
  afterEach(() => vi.useRealTimers());

  const starsIn = (container: HTMLElement) => container.querySelectorAll('.kit-star');

  it('is hidden from assistive technology and draws no star before the first spawn', () => {
    const { container } = render(<ShootingStars random={half} />);
    const sky = container.firstElementChild as HTMLElement;
    expect(sky).toHaveAttribute('aria-hidden', 'true');
    expect(sky).toHaveClass('kit-starfield', 'absolute', 'inset-0');
    act(() => vi.advanceTimersByTime(STAR_SPAWN_MIN_MS));
    expect(starsIn(container)).toHaveLength(0);
  });

  it('spawns a star after 2 to 5 s, moves it every 50 ms and removes it once faded', () => {
    const { container } = render(<ShootingStars random={half} />);
    act(() => vi.advanceTimersByTime(3500));
    const [star] = Array.from(starsIn(container)) as HTMLElement[];
    expect(star).toBeDefined();
    expect(Number(star!.style.opacity)).toBe(1);
    const firstTransform = star!.style.transform;

    act(() => vi.advanceTimersByTime(49));
    expect(star!.style.transform).toBe(firstTransform);
    act(() => vi.advanceTimersByTime(1));
    expect(star!.style.transform).not.toBe(firstTransform);
    expect(Number(star!.style.opacity)).toBeLessThan(1);

    // Opacity reaches 0.1 at 2700 ms and is below it on the next 50 ms update.
    act(() => vi.advanceTimersByTime(2650));
    expect(star!.isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    expect(star!.isConnected).toBe(false);
  });

  it('keeps spawning while on screen and stops when scrolled away', () => {
    const { container } = render(<ShootingStars random={half} />);
    const sky = container.firstElementChild as HTMLElement;
    act(() => vi.advanceTimersByTime(3500 + 3500));
    expect(starsIn(container).length).toBeGreaterThan(0);

    FakeIntersectionObserver.latestFor(sky).report(sky, { top: 2000, height: 600 });
    expect(starsIn(container)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(20000));
    expect(starsIn(container)).toHaveLength(0);

    FakeIntersectionObserver.latestFor(sky).report(sky, { top: 0, height: 600 });
    act(() => vi.advanceTimersByTime(3500));
    expect(starsIn(container)).toHaveLength(1);
  });

  it('draws no shooting stars under reduced motion', () => {
    setReducedMotion(true);
    const { container } = render(<ShootingStars random={half} className="fixed inset-0" />);
    act(() => vi.advanceTimersByTime(20000));
    expect(starsIn(container)).toHaveLength(0);
    expect(container.firstElementChild).toHaveClass('fixed', 'inset-0');
  });

  it('clears its timers and stars when unmounted', () => {
    const { container, unmount } = render(<ShootingStars random={half} />);
    act(() => vi.advanceTimersByTime(3500));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(starsIn(container)).toHaveLength(0);
  });
});

describe('Ufo', () => {
  beforeEach(() => FakeIntersectionObserver.install());

  it('is decorative, with gradient ids unique per saucer', () => {
    const { container } = render(
      <>
        <Ufo className="w-36" />
        <Ufo flying={false} />
      </>,
    );
    const [first, second] = Array.from(container.children) as HTMLElement[];
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(first!.querySelector('svg')).toHaveClass('kit-ufo');
    expect(second!.querySelector('svg')).not.toHaveClass('kit-ufo');
    const ids = Array.from(container.querySelectorAll('[id]')).map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6);
  });

  it('pauses its animation while off-screen', () => {
    const { container } = render(<Ufo />);
    const ufo = container.firstElementChild as HTMLElement;
    const observer = FakeIntersectionObserver.latestFor(ufo);
    observer.report(ufo, { top: 3000, height: 120 });
    expect(ufo).toHaveClass('kit-paused');
    observer.report(ufo, { top: 200, height: 120 });
    expect(ufo).not.toHaveClass('kit-paused');
  });
});
