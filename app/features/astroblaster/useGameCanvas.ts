/**
 * The game's canvas: `draw` paints the game as it stands, scaled from game coordinates to the canvas's
 * real pixels, and the backing store follows the canvas's size at the display's pixel density.
 */
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './constants';
import type { GameState } from './game-state';
import { type Starfield, backingStoreSize, createStarfield, drawFrame } from './renderer';

export function useGameCanvas(gameRef: RefObject<GameState | null>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const starsRef = useRef<Starfield | null>(null);

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !gameRef.current) return;
    starsRef.current ??= createStarfield(Math.random);
    context.setTransform(canvas.width / CANVAS_WIDTH, 0, 0, canvas.height / CANVAS_HEIGHT, 0, 0);
    drawFrame(context, gameRef.current, starsRef.current);
  }, [gameRef]);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const resize = () => {
      const { width, height } = backingStoreSize(canvas.clientWidth, canvas.clientHeight, window.devicePixelRatio);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      draw();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [draw]);

  return { canvasRef, draw };
}
