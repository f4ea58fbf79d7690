// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Reveal, REVEAL_THRESHOLD_HOME } from './Reveal';
import { FakeIntersectionObserver, setReducedMotion } from './test-helpers';

describe('Reveal', () => {
  beforeEach(() => {
    setReducedMotion(false);
    FakeIntersectionObserver.install();
  });

  it('prerenders its content visible, with no hiding class', () => {
    const html = renderToString(<Reveal className="grid">Stats</Reveal>);
    expect(html).toBe('<div class="grid" data-reveal="static">Stats</div>');
  });

  it('leaves content that is on screen at hydration alone', () => {
    render(<Reveal>Above the fold</Reveal>);
    const element = screen.getByText('Above the fold');
    const observer = FakeIntersectionObserver.latestFor(element);
    observer.report(element, { top: 100, height: 300 });
    expect(element).toHaveAttribute('data-reveal', 'static');
    expect(element.className).toBe('');
    expect(observer.disconnected).toBe(true);
  });

  it('hides content below the fold, then animates it in at a 0.3 share in view', () => {
    const onReveal = vi.fn();
    render(
      <Reveal as="section" delayMs={120} onReveal={onReveal}>
        Below
      </Reveal>,
    );
    const element = screen.getByText('Below');
    expect(element.tagName).toBe('SECTION');
    const observer = FakeIntersectionObserver.latestFor(element);
    expect(observer.options.threshold).toEqual([0, 0.05, 0.1, 0.2, 0.3]);

    observer.report(element, { top: 1200, height: 400 });
    expect(element).toHaveClass('kit-reveal', 'kit-reveal-pending');

    observer.report(element, { top: 720, height: 400 }); // 80 px = 20 %
    expect(element).toHaveClass('kit-reveal-pending');
    expect(onReveal).not.toHaveBeenCalled();

    observer.report(element, { top: 680, height: 400 }); // 120 px = 30 %
    expect(element).toHaveClass('kit-reveal', 'kit-reveal-in');
    expect(element).not.toHaveClass('kit-reveal-pending');
    expect(element.style.transitionDelay).toBe('120ms');
    expect(onReveal).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('reveals at 10 % on the home reveal page', () => {
    render(<Reveal threshold={REVEAL_THRESHOLD_HOME}>Home</Reveal>);
    const element = screen.getByText('Home');
    const observer = FakeIntersectionObserver.latestFor(element);
    observer.report(element, { top: 900, height: 500 });
    observer.report(element, { top: 750, height: 500 }); // 50 px = 10 %
    expect(element).toHaveClass('kit-reveal-in');
  });

  it('never hides anything under reduced motion', () => {
    setReducedMotion(true);
    render(<Reveal>Calm</Reveal>);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(screen.getByText('Calm')).toHaveAttribute('data-reveal', 'static');
  });

  it('never hides anything without IntersectionObserver', () => {
    // @ts-expect-error the API is missing in old browsers
    delete window.IntersectionObserver;
    render(<Reveal>Old browser</Reveal>);
    expect(screen.getByText('Old browser')).toHaveAttribute('data-reveal', 'static');
  });
});
