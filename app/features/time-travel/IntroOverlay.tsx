/**
 * <IntroOverlay label="…" skipLabel="Skip intro" preload={[…]} onReveal={…} />: the /time-travel intro
 * (SPEC §4). A full-screen overlay whose year counter runs from 3000 BC to 2042 AD while the era drawings
 * preload; after 4 s it fades away and the page shows. It is prerendered so it is there from the first
 * paint, but CSS shows it only where scripts run and motion is welcome: crawlers, visitors without
 * JavaScript and visitors who ask for reduced motion get the page at once. The page underneath stays fully
 * painted (never hidden), so it is also what the browser counts as the page's content.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { prefersReducedMotion } from '~/components/ui/useReducedMotion';
import { INTRO_FADE_MS, INTRO_MS, YEAR_START, formatYear, yearAt } from './intro-clock';

export interface IntroOverlayProps {
  label: string;
  skipLabel: string;
  /** Images to fetch while the intro plays, so the page's drawings show at once afterwards. Keep it a stable array (a module constant or loader data): a new one restarts the intro. */
  preload?: readonly string[];
  /** Fired once, when the page starts to show (at once under reduced motion). */
  onReveal?: () => void;
}

type Stage = 'showing' | 'leaving' | 'gone';

const NO_IMAGES: readonly string[] = [];

/**
 * Where the intro's 4 s count from. On the first load that is the start of navigation, since the overlay
 * has been on screen since the first paint; after an in-app navigation it is now. The root marks the
 * document hydrated in an effect that runs after this route's effects, so the mark is still missing here
 * on the first load.
 */
function introStartTime(): number {
  return document.documentElement.dataset.hydrated === 'true' ? performance.now() : 0;
}

export function IntroOverlay({ label, skipLabel, preload = NO_IMAGES, onReveal }: IntroOverlayProps) {
  const [stage, setStage] = useState<Stage>('showing');
  const yearRef = useRef<HTMLParagraphElement>(null);
  const reveal = useEffectEvent(() => onReveal?.());

  useEffect(() => {
    if (prefersReducedMotion()) {
      setStage('gone');
      reveal();
      return;
    }
    // In a task of its own: starting a dozen image requests inside the effect would lengthen hydration's last task.
    const preloading = setTimeout(() => {
      for (const src of preload) new Image().src = src;
    });
    const startedAt = introStartTime();
    // The year follows the clock, not a count of timer ticks, and is written straight into the DOM:
    // one text change per frame, no React render.
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = now - startedAt;
      if (yearRef.current) yearRef.current.textContent = formatYear(yearAt(elapsed));
      if (elapsed >= INTRO_MS) {
        setStage((current) => (current === 'showing' ? 'leaving' : current));
        return;
      }
      frame = requestAnimationFrame(tick);
    });
    return () => {
      clearTimeout(preloading);
      cancelAnimationFrame(frame);
    };
  }, [preload]);

  useEffect(() => {
    if (stage === 'leaving') {
      reveal();
      const timer = setTimeout(() => setStage('gone'), INTRO_FADE_MS);
      return () => clearTimeout(timer);
    }
    if (stage !== 'showing') return;
    const skipOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setStage('leaving');
    };
    document.addEventListener('keydown', skipOnEscape);
    return () => document.removeEventListener('keydown', skipOnEscape);
  }, [stage]);

  if (stage === 'gone') return null;
  return (
    <div className="tt-intro" data-stage={stage} data-testid="time-travel-intro">
      <div className="tt-intro-glow" aria-hidden="true" />
      <p className="eyebrow">{label}</p>
      <p ref={yearRef} aria-hidden="true" className="tt-intro-year">
        {formatYear(YEAR_START)}
      </p>
      <button type="button" className={buttonClass('quiet', 'sm')} onClick={() => setStage('leaving')}>
        {skipLabel}
      </button>
    </div>
  );
}
