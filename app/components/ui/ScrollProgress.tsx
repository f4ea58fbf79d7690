/**
 * <ScrollProgress />: a thin bar fixed at the top that fills from 0 to 100 % as the page scrolls.
 * Decorative (the scrollbar says the same), so hidden from assistive technology. It writes the
 * width straight to the element once per frame; useScrollProgress() gives the number to React.
 */
import { useEffect, useRef, useState } from 'react';
import { cx } from './cx';
import { scrollProgressPercent } from './scroll-progress';

export { scrollProgressPercent } from './scroll-progress';

function currentPercent(): number {
  const root = document.documentElement;
  return scrollProgressPercent(window.scrollY, root.scrollHeight, window.innerHeight);
}

/** Calls `onChange` with the scroll percentage now and on every scroll or resize, at most once a frame. */
function watchScrollProgress(onChange: (percent: number) => void): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    onChange(currentPercent());
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  return () => {
    if (frame) window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}

/** The page's scroll progress in whole percent, 0 to 100. */
export function useScrollProgress(): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => watchScrollProgress((value) => setPercent(Math.round(value))), []);
  return percent;
}

export interface ScrollProgressProps {
  className?: string;
}

export function ScrollProgress({ className }: ScrollProgressProps) {
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      watchScrollProgress((percent) => {
        const bar = barRef.current;
        if (!bar) return;
        bar.style.transform = `scaleX(${percent / 100})`;
        bar.dataset.percent = String(Math.round(percent));
      }),
    [],
  );
  return <div ref={barRef} className={cx('kit-progress', className)} aria-hidden="true" data-percent="0" />;
}
