// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { setReducedMotion } from './test-helpers';
import { HERO_TYPING, HOME_TYPING, Typewriter, typingSchedule } from './Typewriter';

const HOME_TITLE = 'Most of your leads leave your website without saying a word';

function overlayText(container: HTMLElement): string | null {
  const overlay = container.querySelector('.kit-tw-overlay');
  if (!overlay) return null;
  // Each character is its own span; the untyped ones are ghosts.
  return Array.from(overlay.children)
    .filter((element) => !element.classList.contains('kit-tw-ghost'))
    .map((element) => element.textContent)
    .join('');
}

describe('typingSchedule', () => {
  it('ends the home headline at 590 ms and glows 500 ms later', () => {
    expect(HOME_TITLE).toHaveLength(59);
    expect(typingSchedule(59, HOME_TYPING)).toEqual({ typedAtMs: 590, glowAtMs: 1090 });
  });

  it('gives other heroes a 100 ms start and 50 ms per character', () => {
    expect(HERO_TYPING).toEqual({ startDelayMs: 100, charDelayMs: 50, pauseMs: 500 });
    expect(typingSchedule(10, HERO_TYPING)).toEqual({ typedAtMs: 600, glowAtMs: 1100 });
  });
});

describe('Typewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('prerenders the whole headline, visible, in the real heading', () => {
    const html = renderToString(<Typewriter text={HOME_TITLE} timing={HOME_TYPING} />);
    expect(html).toContain(`<h1 data-typing="idle"><span class="kit-tw"><span>${HOME_TITLE}</span></span></h1>`);
    expect(html).not.toContain('aria-hidden');
  });

  it('types the home headline at 10 ms per character, pauses 500 ms, then glows', () => {
    const onComplete = vi.fn();
    const { container } = render(<Typewriter text={HOME_TITLE} timing={HOME_TYPING} onComplete={onComplete} />);
    const heading = screen.getByRole('heading', { level: 1, name: HOME_TITLE });
    expect(heading).toHaveAttribute('data-typing', 'typing');
    expect(overlayText(container)).toBe('');

    act(() => vi.advanceTimersByTime(10));
    expect(overlayText(container)).toBe('M');
    act(() => vi.advanceTimersByTime(90));
    expect(overlayText(container)).toBe('Most of yo');
    act(() => vi.advanceTimersByTime(490));
    expect(overlayText(container)).toBe(HOME_TITLE);
    expect(heading).toHaveAttribute('data-typing', 'paused');
    expect(heading).not.toHaveClass('kit-glow');

    act(() => vi.advanceTimersByTime(499));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(heading).toHaveAttribute('data-typing', 'glowing');
    expect(heading).toHaveClass('kit-glow');
    expect(container.querySelector('.kit-tw-overlay')).toBeNull();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('waits 100 ms, then types at 50 ms per character on other heroes', () => {
    const { container } = render(<Typewriter text="Hello" className="title" glowClassName="glow" />);
    act(() => vi.advanceTimersByTime(149));
    expect(overlayText(container)).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(overlayText(container)).toBe('H');
    act(() => vi.advanceTimersByTime(200));
    expect(overlayText(container)).toBe('Hello');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('heading')).toHaveClass('title', 'glow');
  });

  it('holds the full text while waiting and types once the wait ends', () => {
    const { container, rerender } = render(<Typewriter text="Hello" waiting />);
    act(() => vi.advanceTimersByTime(5000));
    expect(overlayText(container)).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('Hello');
    rerender(<Typewriter text="Hello" waiting={false} />);
    act(() => vi.advanceTimersByTime(150));
    expect(overlayText(container)).toBe('H');
  });

  it('keeps the full text in place for screen readers and layout while the overlay types', () => {
    const { container } = render(<Typewriter text="Hello there" as="h2" id="t" />);
    act(() => vi.advanceTimersByTime(200));
    const heading = screen.getByRole('heading', { level: 2, name: 'Hello there' });
    expect(heading.id).toBe('t');
    const [full, overlay] = Array.from(container.querySelector('.kit-tw')!.children);
    expect(full).toHaveTextContent('Hello there');
    expect(full).toHaveClass('kit-tw-ghost');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    // The untyped rest stays in the overlay, unpainted, so lines break exactly as in the full text.
    expect(overlay).toHaveTextContent('Hello there');
    const ghosts = Array.from(overlay!.querySelectorAll('.kit-tw-ghost')).map((element) => element.textContent).join('');
    expect(ghosts.length).toBeGreaterThan(0);
    expect(overlayText(container as HTMLElement)! + ghosts).toBe('Hello there');
  });

  it('shows the full text with its glow at once under reduced motion', () => {
    setReducedMotion(true);
    const onComplete = vi.fn();
    const { container } = render(<Typewriter text={HOME_TITLE} timing={HOME_TYPING} onComplete={onComplete} />);
    expect(screen.getByRole('heading')).toHaveAttribute('data-typing', 'glowing');
    expect(container.querySelector('.kit-tw-overlay')).toBeNull();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('stops its timers when unmounted', () => {
    const onComplete = vi.fn();
    const { unmount } = render(<Typewriter text="Hi" onComplete={onComplete} />);
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(onComplete).not.toHaveBeenCalled();
  });
});
