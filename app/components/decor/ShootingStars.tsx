/**
 * <ShootingStars className="fixed inset-0 -z-10" />: the decorative night sky. A static star field plus a
 * shooting star every 2 to 5 s, drawn by a 50 ms timer straight into the DOM (no React renders). Hidden
 * from assistive technology; stops off-screen, in a background tab and under reduced motion.
 */
import { useEffect, useRef } from 'react';
import { cx } from '~/components/ui/cx';
import { prefersReducedMotion } from '~/components/ui/useReducedMotion';
import { watchVisibility } from './while-visible';
import {
  STAR_UPDATE_INTERVAL_MS,
  type Random,
  type ShootingStar,
  createStar,
  isFaded,
  nextSpawnDelay,
  starFrame,
} from './shooting-stars';

export interface ShootingStarsProps {
  /** Position and size it (defaults to filling its positioned parent). */
  className?: string;
  /** Draw the static star field behind the shooting stars. */
  starfield?: boolean;
  /** Source of randomness (tests pass a fixed one). */
  random?: Random;
}

/** Fallback sky size when the container has not been laid out. */
const DEFAULT_SKY = { width: 1200, height: 800 };

function paint(element: HTMLElement, star: ShootingStar, now: number): void {
  const frame = starFrame(star, now);
  element.style.opacity = frame.opacity.toFixed(3);
  // The tail ends at the head: the element is placed by its right end and turned around it.
  element.style.transform = `translate3d(${(frame.x - star.length).toFixed(1)}px, ${frame.y.toFixed(1)}px, 0) rotate(${star.angle.toFixed(3)}rad)`;
}

/** Runs the sky inside `container`; returns the function that stops it and clears its stars. */
export function runShootingStars(container: HTMLElement, random: Random = Math.random): () => void {
  const live = new Map<number, { star: ShootingStar; element: HTMLElement }>();
  let nextId = 1;
  let spawnTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let running = false;

  const tick = () => {
    const now = Date.now();
    for (const [id, { star, element }] of live) {
      if (isFaded(star, now)) {
        element.remove();
        live.delete(id);
      } else {
        paint(element, star, now);
      }
    }
    if (live.size === 0 && tickTimer !== undefined) {
      clearInterval(tickTimer);
      tickTimer = undefined;
    }
  };

  const spawn = () => {
    const star = createStar(
      nextId++,
      Date.now(),
      container.clientWidth || DEFAULT_SKY.width,
      container.clientHeight || DEFAULT_SKY.height,
      random,
    );
    const element = document.createElement('span');
    element.className = 'kit-star';
    element.style.width = `${star.length.toFixed(0)}px`;
    paint(element, star, star.bornAt);
    container.appendChild(element);
    live.set(star.id, { star, element });
    tickTimer ??= setInterval(tick, STAR_UPDATE_INTERVAL_MS);
    scheduleSpawn();
  };

  const scheduleSpawn = () => {
    spawnTimer = setTimeout(spawn, nextSpawnDelay(random));
  };

  const start = () => {
    if (running) return;
    running = true;
    scheduleSpawn();
  };

  const stop = () => {
    running = false;
    clearTimeout(spawnTimer);
    clearInterval(tickTimer);
    tickTimer = undefined;
    for (const { element } of live.values()) element.remove();
    live.clear();
  };

  const stopWatching = watchVisibility(container, (visible) => (visible ? start() : stop()));

  return () => {
    stop();
    stopWatching();
  };
}

export function ShootingStars({ className, starfield = true, random }: ShootingStarsProps) {
  const skyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sky = skyRef.current;
    if (!sky || prefersReducedMotion()) return;
    return runShootingStars(sky, random);
  }, [random]);
  return (
    <div
      ref={skyRef}
      aria-hidden="true"
      className={cx('pointer-events-none overflow-hidden', starfield && 'kit-starfield', className ?? 'absolute inset-0')}
    />
  );
}
