// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { setReducedMotion } from '~/components/ui/test-helpers';
import { HOME_TYPING } from '~/components/ui/typewriter-timing';
import { homeContent } from '~/content/home';
import { Typewriter as TypedHeadline } from '~/components/ui/Typewriter';

const TITLE = homeContent.hero.title;

/** Characters the overlay shows as typed. */
function typedText(container: HTMLElement): string | null {
  const overlay = container.querySelector('.kit-tw-overlay');
  if (!overlay) return null;
  return [...overlay.children].filter((child) => !child.classList.contains('kit-tw-ghost')).map((child) => child.textContent).join('');
}

describe('Typewriter at the home timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('prerenders the whole headline, visible, as the one heading', () => {
    const html = renderToString(<TypedHeadline text={TITLE} timing={HOME_TYPING} />);
    expect(html).toBe(`<h1 data-typing="idle"><span class="kit-tw"><span>${TITLE}</span></span></h1>`);
  });

  it('types the 59 characters at 10 ms each, pauses 500 ms, then glows', () => {
    const onComplete = vi.fn();
    const { container } = render(<TypedHeadline text={TITLE} timing={HOME_TYPING} onComplete={onComplete} />);
    const heading = screen.getByRole('heading', { level: 1, name: TITLE });
    expect(TITLE).toHaveLength(59);
    expect(heading).toHaveAttribute('data-typing', 'typing');
    expect(typedText(container)).toBe('');

    act(() => vi.advanceTimersByTime(10));
    expect(typedText(container)).toBe('M');
    act(() => vi.advanceTimersByTime(40));
    expect(typedText(container)).toBe('Most ');
    act(() => vi.advanceTimersByTime(540));
    expect(typedText(container)).toBe(TITLE);
    expect(heading).toHaveAttribute('data-typing', 'paused');
    expect(onComplete).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(500));
    expect(heading).toHaveAttribute('data-typing', 'glowing');
    expect(heading).toHaveClass('kit-glow');
    expect(container.querySelector('.kit-tw-overlay')).toBeNull();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('keeps every character in its own unchanging element while typing, so no text moves', () => {
    const { container } = render(<TypedHeadline text={TITLE} timing={HOME_TYPING} />);
    const overlay = container.querySelector('.kit-tw-overlay');
    const before = [...(overlay?.children ?? [])];
    act(() => vi.advanceTimersByTime(300));
    const after = [...(container.querySelector('.kit-tw-overlay')?.children ?? [])];
    expect(after).toHaveLength(59);
    after.forEach((element, index) => {
      expect(element).toBe(before[index]);
      expect(element.textContent).toBe(Array.from(TITLE)[index]);
    });
    // The real heading text is there all along, for screen readers; the overlay is hidden from them.
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(TITLE);
  });

  it('shows the headline at once, glowing, under reduced motion', () => {
    setReducedMotion(true);
    const onComplete = vi.fn();
    const { container } = render(<TypedHeadline text={TITLE} timing={HOME_TYPING} onComplete={onComplete} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('data-typing', 'glowing');
    expect(container.querySelector('.kit-tw-overlay')).toBeNull();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
