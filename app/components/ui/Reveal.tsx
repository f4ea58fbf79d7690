/**
 * <Reveal threshold={REVEAL_THRESHOLD_LANDING}>…</Reveal>: fades and slides content in when scrolled to.
 * Content is visible in the prerendered HTML; after hydration only what is still below the fold is
 * hidden until it scrolls into view. No IntersectionObserver or reduced motion: nothing is ever hidden.
 */
import { type CSSProperties, type HTMLAttributes, useEffect, useEffectEvent, useRef, useState } from 'react';
import { cx } from './cx';
import { REVEAL_THRESHOLD_LANDING, observerThresholds, shouldHideAtStart, shouldReveal } from './reveal-logic';
import { prefersReducedMotion } from './useReducedMotion';

export { REVEAL_THRESHOLD_HOME, REVEAL_THRESHOLD_LANDING } from './reveal-logic';

/** static: as prerendered · pending: hidden, waiting · shown: animated in. */
export type RevealState = 'static' | 'pending' | 'shown';

export interface RevealProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li' | 'ul' | 'ol' | 'header' | 'footer' | 'span';
  /** Share of the element in view that reveals it (0..1). */
  threshold?: number;
  /** Stagger: wait this long before animating in, ms. */
  delayMs?: number;
  /** Fired once when the element animates in. */
  onReveal?: () => void;
}

function measure(entry: IntersectionObserverEntry) {
  const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
  return {
    ratio: entry.intersectionRatio,
    visibleHeight: entry.isIntersecting ? entry.intersectionRect.height : 0,
    viewportHeight,
    top: entry.boundingClientRect.top,
  };
}

export function Reveal({
  as: Tag = 'div',
  threshold = REVEAL_THRESHOLD_LANDING,
  delayMs = 0,
  onReveal,
  className,
  style,
  children,
  ...rest
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<RevealState>('static');
  const notifyReveal = useEffectEvent(() => onReveal?.());

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const current = measure(entry);
        if (first) {
          first = false;
          if (!shouldHideAtStart(current)) {
            observer.disconnect();
            return;
          }
          setState('pending');
        }
        if (shouldReveal(current, threshold)) {
          observer.disconnect();
          setState('shown');
          notifyReveal();
        }
      },
      { threshold: observerThresholds(threshold) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  const animated = state !== 'static';
  const revealStyle: CSSProperties | undefined =
    state === 'shown' && delayMs > 0 ? { ...style, transitionDelay: `${delayMs}ms` } : style;

  return (
    <Tag
      ref={ref as never}
      className={cx(animated && 'kit-reveal', state === 'pending' && 'kit-reveal-pending', state === 'shown' && 'kit-reveal-in', className)}
      style={revealStyle}
      data-reveal={state}
      {...rest}
    >
      {children}
    </Tag>
  );
}
