/**
 * <Typewriter as="h1" text={hero.title} timing={HOME_TYPING} onComplete={…} />: a typed-out headline.
 * The whole text is always in the real heading (prerendered, read by screen readers, holding its
 * space); the typing is an aria-hidden overlay drawn over it after hydration, so nothing shifts.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { cx } from './cx';
import { prefersReducedMotion } from './useReducedMotion';
import { type TypingTiming, HERO_TYPING } from './typewriter-timing';

export { HERO_TYPING, HOME_TYPING, typingSchedule, type TypingTiming } from './typewriter-timing';

/** idle: full text, as prerendered · typing/paused: the overlay runs · glowing: done, glow on. */
export type TypewriterPhase = 'idle' | 'typing' | 'paused' | 'glowing';

export interface TypewriterProps {
  text: string;
  as?: 'h1' | 'h2' | 'h3' | 'p' | 'span';
  timing?: TypingTiming;
  id?: string;
  className?: string;
  /** Added once typing and the pause are over. */
  glowClassName?: string;
  /** Fired when the glow switches on (at once under reduced motion). */
  onComplete?: () => void;
  /** While true the full text stays as prerendered and typing waits (e.g. behind an intro overlay). */
  waiting?: boolean;
}

export function Typewriter({
  text,
  as: Tag = 'h1',
  timing = HERO_TYPING,
  id,
  className,
  glowClassName = 'kit-glow',
  onComplete,
  waiting = false,
}: TypewriterProps) {
  const characters = Array.from(text);
  const total = characters.length;
  const [phase, setPhase] = useState<TypewriterPhase>('idle');
  const [typedCount, setTypedCount] = useState(total);
  const notifyComplete = useEffectEvent(() => onComplete?.());
  const { startDelayMs, charDelayMs, pauseMs } = timing;

  useEffect(() => {
    if (waiting) return;
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
  }, [total, text, startDelayMs, charDelayMs, pauseMs, waiting]);

  const overlayShown = phase === 'typing' || phase === 'paused';

  return (
    <Tag id={id} className={cx(className, phase === 'glowing' && glowClassName)} data-typing={phase}>
      <span className="kit-tw">
        <span className={overlayShown ? 'kit-tw-ghost' : undefined}>{text}</span>
        {overlayShown && (
          <span className="kit-tw-overlay" aria-hidden="true">
            {/* One span per character that only changes colour: no text node moves, so nothing shifts. */}
            {characters.map((character, index) => (
              <span
                // The text never changes while it types: the index is the character's identity.
                key={index}
                className={index >= typedCount ? 'kit-tw-ghost' : index === typedCount - 1 ? 'kit-tw-caret' : undefined}
              >
                {character}
              </span>
            ))}
          </span>
        )}
      </span>
    </Tag>
  );
}
