/**
 * <Ufo className="absolute right-6 top-24 w-36" />: the flying-saucer decoration, drifting on a CSS path.
 * Hidden from assistive technology; its animation pauses off-screen and is off under reduced motion.
 * The same drawing is at /images/decor/ufo.svg for places that need a plain image.
 */
import { useEffect, useId, useRef } from 'react';
import { cx } from '~/components/ui/cx';

export interface UfoProps {
  /** Position and size it; it scales to the width it is given. */
  className?: string;
  /** Drift along its flight path (true) or hover in place (false). */
  flying?: boolean;
}

export function Ufo({ className, flying = true }: UfoProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Gradient ids unique per instance: two saucers on a page must not share ids.
  const gradient = `ufo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const beamId = `${gradient}-beam`;
  const hullId = `${gradient}-hull`;
  const domeId = `${gradient}-dome`;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) element.classList.toggle('kit-paused', !entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} aria-hidden="true" className={cx('pointer-events-none', className)}>
      <svg viewBox="0 0 200 150" className={cx('block h-auto w-full', flying && 'kit-ufo')}>
        <defs>
          <linearGradient id={beamId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#67e8f9" stopOpacity="0.7" />
            <stop offset="1" stopColor="#67e8f9" stopOpacity="0" />
          </linearGradient>
          <linearGradient id={hullId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#c4b5fd" />
            <stop offset="0.45" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#1a1f3d" />
          </linearGradient>
          <radialGradient id={domeId} cx="0.4" cy="0.3" r="0.8">
            <stop offset="0" stopColor="#e0fbff" stopOpacity="0.95" />
            <stop offset="0.5" stopColor="#67e8f9" stopOpacity="0.55" />
            <stop offset="1" stopColor="#0891b2" stopOpacity="0.35" />
          </radialGradient>
        </defs>
        <path className="kit-ufo-beam" d="M74 78 L126 78 L166 150 L34 150 Z" fill={`url(#${beamId})`} />
        <path d="M66 58 C66 34 82 20 100 20 C118 20 134 34 134 58 Z" fill={`url(#${domeId})`} stroke="#a5f3fc" strokeOpacity="0.6" />
        <path d="M84 34 C88 28 94 25 100 25" fill="none" stroke="#ffffff" strokeOpacity="0.8" strokeWidth="3" strokeLinecap="round" />
        <ellipse cx="100" cy="66" rx="84" ry="20" fill={`url(#${hullId})`} stroke="#c4b5fd" strokeOpacity="0.7" />
        <ellipse cx="100" cy="60" rx="70" ry="9" fill="#c4b5fd" fillOpacity="0.35" />
        <g fill="#fcd34d">
          <circle className="kit-ufo-light" cx="46" cy="70" r="4" />
          <circle className="kit-ufo-light" cx="73" cy="75" r="4" />
          <circle className="kit-ufo-light" cx="100" cy="77" r="4" />
          <circle className="kit-ufo-light" cx="127" cy="75" r="4" />
          <circle className="kit-ufo-light" cx="154" cy="70" r="4" />
        </g>
      </svg>
    </div>
  );
}
