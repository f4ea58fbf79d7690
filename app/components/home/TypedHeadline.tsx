/**
 * <TypedHeadline text={hero.title} timing={HOME_TYPING} />: the home headline, typed out.
 * Same contract as the kit Typewriter (the whole text is always in the real heading, prerendered and
 * read by screen readers; the typing is an aria-hidden overlay drawn after hydration), but every
 * character of the overlay is its own span that only changes colour. No text node ever moves while
 * the headline types, so the browser records no layout shift at all.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { cx } from '~/components/ui/cx';
import type { TypewriterPhase } from '~/components/ui/Typewriter';
import type { TypingTiming } from '~/components/ui/typewriter-timing';
import { prefersReducedMotion } from '~/components/ui/useReducedMotion';

export interface TypedHeadlineProps {
  text: string;
  timing: TypingTiming;
  id?: string;
  className?: string;
  /** Added once typing and the pause are over. */
  glowClassName?: string;
  /** Fired when the glow switches on (at once under reduced motion). */
  onComplete?: () => void;
}

export function TypedHeadline({ text, timing, id, className, glowClassName = 'kit-glow', onComplete }: TypedHeadlineProps) {
  const characters = Array.from(text);
  const total = characters.length;
  const [phase, setPhase] = useState<TypewriterPhase>('idle');
  const [typedCount, setTypedCount] = useState(total);
  const notifyComplete = useEffectEvent(() => onComplete?.());
  const { startDelayMs, charDelayMs, pauseMs } = timing;

  useEffect(() => {
    const finish = () => {
      setPhase('glowing');
      notifyComplete();
    };
    if (prefersReducedMotion()) {
      setTypedCount(total);
      finish();
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    let typed = 0;
    setPhase('typing');
    setTypedCount(0);
    const typeNext = () => {
      typed += 1;
      setTypedCount(typed);
      if (typed < total) {
        timer = setTimeout(typeNext, charDelayMs);
      } else {
        setPhase('paused');
        timer = setTimeout(finish, pauseMs);
      }
    };
    timer = total > 0 ? setTimeout(typeNext, startDelayMs + charDelayMs) : setTimeout(finish, startDelayMs + pauseMs);
    return () => clearTimeout(timer);
  }, [total, text, startDelayMs, charDelayMs, pauseMs]);

  const overlayShown = phase === 'typing' || phase === 'paused';

  return (
    <h1 id={id} className={cx(className, phase === 'glowing' && glowClassName)} data-typing={phase}>
      <span className="kit-tw">
        <span className={overlayShown ? 'kit-tw-ghost' : undefined}>{text}</span>
        {overlayShown && (
          <span className="kit-tw-overlay" aria-hidden="true">
            {characters.map((character, index) => (
              <span
                // The text never changes while it types: the index is the character's identity.
                key={index}
                className={index >= typedCount ? 'kit-tw-ghost' : index === typedCount - 1 ? 'home-tw-caret' : undefined}
              >
                {character}
              </span>
            ))}
          </span>
        )}
      </span>
    </h1>
  );
}
