/**
 * <FallingCharacters className="absolute inset-0" />: the decorative character rain of the /development hero,
 * drawn on a canvas by a 50 ms timer (no React renders). Hidden from assistive technology; stops off-screen,
 * in a background tab and under reduced motion; sharp on high-density screens.
 */
import { useEffect, useRef } from 'react';
import { cx } from '~/components/ui/cx';
import { prefersReducedMotion } from '~/components/ui/useReducedMotion';
import { watchVisibility } from './while-visible';
import { CHARACTER_SIZE_PX, RAIN_TICK_MS, type Rain, type Random, createRain, stepRain } from './falling-characters';

/** How much of the previous frame each tick erases: the trail behind every leading character. */
const TRAIL_FADE = 0.12;
const GLYPH_COLOUR = 'rgba(103, 232, 249, 0.55)';

/** Runs the rain on `canvas`; returns the function that stops it. */
export function runFallingCharacters(canvas: HTMLCanvasElement, random: Random = Math.random): () => void {
  const context = canvas.getContext('2d');
  if (!context) return () => {};
  const draw = context;
  let rain: Rain | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const fit = () => {
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    draw.setTransform(ratio, 0, 0, ratio, 0, 0);
    draw.font = `${CHARACTER_SIZE_PX}px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`;
    draw.textBaseline = 'top';
    rain = createRain(width, height, random);
  };

  const tick = () => {
    if (!rain) return;
    draw.globalCompositeOperation = 'destination-out';
    draw.fillStyle = `rgba(0, 0, 0, ${TRAIL_FADE})`;
    draw.fillRect(0, 0, canvas.clientWidth, canvas.clientHeight);
    draw.globalCompositeOperation = 'source-over';
    draw.fillStyle = GLYPH_COLOUR;
    for (const glyph of stepRain(rain, random)) draw.fillText(glyph.char, glyph.x, glyph.y);
  };

  const update = (run: boolean) => {
    if (run && timer === undefined) timer = setInterval(tick, RAIN_TICK_MS);
    if (!run && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  fit();
  const resizeObserver = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
  resizeObserver?.observe(canvas);
  const stopWatching = watchVisibility(canvas, update);

  return () => {
    clearInterval(timer);
    timer = undefined;
    resizeObserver?.disconnect();
    stopWatching();
  };
}

export function FallingCharacters({ className, random }: { className?: string; random?: Random }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || prefersReducedMotion()) return;
    return runFallingCharacters(canvas, random);
  }, [random]);
  return <canvas ref={canvasRef} aria-hidden="true" className={cx('pointer-events-none', className ?? 'absolute inset-0 size-full')} />;
}
