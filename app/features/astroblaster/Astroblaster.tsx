/**
 * <Astroblaster copy={…} messages={…} />: the arcade game (SPEC §4, §5, §9). The engine runs at a fixed
 * 60 steps per second whatever the display's refresh rate, pauses while the tab is hidden, and draws on a
 * 4:3 canvas sized to the screen at the display's pixel density. Menu, game-over and in-play controls are
 * real buttons and links outside the drawing; score, level, health and high score are text, and a polite
 * live region reports what matters (a new level, a hit, the end of a game).
 */
import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { SiteLink } from '~/components/ui/SiteLink';
import { useHydrated } from '~/components/ui/useHydrated';
import type { AstroblasterGameCopy } from '~/content/astroblaster';
import { formatScore, frameAnnouncement, startAnnouncement } from './announcements';
import { CANVAS_HEIGHT, CANVAS_WIDTH, START_HEALTH, START_LEVEL } from './constants';
import { InputState, dragToShipMove, keyAction, keyBelongsElsewhere } from './controls';
import { type GameState, type Phase, backToMenu, createGame, mergeEvents, noEvents, startGame, step } from './engine';
import { advanceClock } from './fixed-step';
import { loadHighScore, saveHighScore } from './high-score';
import { type Starfield, createStarfield, drawFrame } from './renderer';

export interface AstroblasterProps {
  copy: AstroblasterGameCopy;
  /** Feature names the asteroids carry. */
  messages: readonly string[];
}

interface Stats {
  score: number;
  level: number;
  health: number;
  highScore: number;
}

const storage = () => window.localStorage;

/** Lines the status, field and in-play buttons up under the sticky header, unless all of it is already on screen. */
function bringIntoView(area: HTMLElement | null) {
  if (!area) return;
  const box = area.getBoundingClientRect();
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  if (box.top < headerBottom || box.bottom > window.innerHeight) area.scrollIntoView({ block: 'start' });
}

export function Astroblaster({ copy, messages }: AstroblasterProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const gameAreaRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const startButtonRef = useRef<HTMLButtonElement>(null);
  const playAgainRef = useRef<HTMLButtonElement>(null);
  const gameRef = useRef<GameState | null>(null);
  const starsRef = useRef<Starfield | null>(null);
  const inputRef = useRef(new InputState());
  const pointerRef = useRef<{ id: number; lastX: number } | null>(null);
  const [phase, setPhase] = useState<Phase>('menu');
  const [stats, setStats] = useState<Stats>({ score: 0, level: START_LEVEL, health: START_HEALTH, highScore: 0 });
  const [announcement, setAnnouncement] = useState('');
  const [newHighScore, setNewHighScore] = useState(false);
  const focusAfterPhase = useRef(false);
  // The prerendered Start button waits for the game's code, so an early press is never lost.
  const hydrated = useHydrated();

  const game = () => {
    gameRef.current ??= createGame(loadHighScore(storage));
    return gameRef.current;
  };

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !gameRef.current) return;
    starsRef.current ??= createStarfield(Math.random);
    context.setTransform(canvas.width / CANVAS_WIDTH, 0, 0, canvas.height / CANVAS_HEIGHT, 0, 0);
    drawFrame(context, gameRef.current, starsRef.current);
  }, []);

  const syncStats = useCallback(() => {
    const { score, level, health, highScore } = gameRef.current!;
    setStats((current) =>
      current.score === score && current.level === level && current.health === health && current.highScore === highScore
        ? current
        : { score, level, health, highScore },
    );
  }, []);

  // The saved high score, and the canvas backing store kept at the display's pixel density.
  useEffect(() => {
    const state = game();
    syncStats();
    const canvas = canvasRef.current!;
    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      draw();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      if (state.phase === 'playing') backToMenu(state);
    };
  }, [draw, syncStats]);

  const begin = useCallback(() => {
    const state = game();
    inputRef.current.clear();
    startGame(state);
    setNewHighScore(false);
    setPhase('playing');
    syncStats();
    setAnnouncement(startAnnouncement(state));
    focusAfterPhase.current = true;
  }, [syncStats]);

  const toMenu = () => {
    backToMenu(game());
    inputRef.current.clear();
    setPhase('menu');
    setAnnouncement('');
    focusAfterPhase.current = true;
    draw();
  };

  // Focus follows the state, so keyboard play never loses its place: the field while playing, the
  // first button of the menu or the game-over screen otherwise.
  useEffect(() => {
    if (!focusAfterPhase.current) return;
    focusAfterPhase.current = false;
    if (phase === 'playing') {
      fieldRef.current?.focus({ preventScroll: true });
      bringIntoView(gameAreaRef.current);
    } else if (phase === 'gameover') playAgainRef.current?.focus();
    else startButtonRef.current?.focus();
  }, [phase]);

  // The fixed-step loop: it runs only while playing and while the page is visible.
  useEffect(() => {
    if (phase !== 'playing') return;
    const state = game();
    let frame = 0;
    let lastTime: number | null = null;
    let accumulator = 0;
    const tick = (now: number) => {
      const delta = lastTime === null ? 0 : now - lastTime;
      lastTime = now;
      const advance = advanceClock(accumulator, delta);
      accumulator = advance.accumulatorMs;
      const events = noEvents();
      for (let i = 0; i < advance.steps && state.phase === 'playing'; i++) {
        mergeEvents(events, step(state, inputRef.current.next(), Math.random, messages));
      }
      draw();
      if (events.scored > 0 || events.shipHit || events.levelUp || events.gameOver) syncStats();
      const sentence = frameAnnouncement(events, state);
      if (sentence) setAnnouncement(sentence);
      if (events.gameOver) {
        if (events.newHighScore) saveHighScore(storage, state.highScore);
        setNewHighScore(events.newHighScore);
        inputRef.current.clear();
        focusAfterPhase.current = true;
        setPhase('gameover');
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    const pauseOrResume = () => {
      cancelAnimationFrame(frame);
      if (document.hidden) {
        inputRef.current.clear();
        return;
      }
      // Back from the background: no catching up on the time away.
      lastTime = null;
      accumulator = 0;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    document.addEventListener('visibilitychange', pauseOrResume);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', pauseOrResume);
    };
  }, [phase, draw, syncStats, messages]);

  // Keys: arrows and A/D steer, Space fires or starts a game and never scrolls the page.
  useEffect(() => {
    const input = inputRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || keyBelongsElsewhere(event.target)) return;
      const action = keyAction(event.key);
      if (!action) return;
      const playing = gameRef.current?.phase === 'playing';
      if (action === 'fire') {
        event.preventDefault();
        if (playing) input.press('fire');
        else if (!event.repeat) begin();
        return;
      }
      if (!playing) return;
      event.preventDefault();
      input.press(action);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      const action = keyAction(event.key);
      if (!action) return;
      // A Space released on a focused button would press it: the game owns Space on this page.
      if (action === 'fire' && !keyBelongsElsewhere(event.target)) event.preventDefault();
      input.release(action);
    };
    const releaseAll = () => input.clear();
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', releaseAll);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', releaseAll);
    };
  }, [begin]);

  // Touch (and pen or mouse) on the field: drag to steer, hold to fire.
  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (gameRef.current?.phase !== 'playing' || pointerRef.current) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId); // keep the drag when the finger leaves the field
    } catch {
      // A pointer the browser no longer tracks: the drag still works while it stays on the field.
    }
    pointerRef.current = { id: event.pointerId, lastX: event.clientX };
    inputRef.current.setTouchFiring(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const pointer = pointerRef.current;
    if (!pointer || pointer.id !== event.pointerId) return;
    inputRef.current.addMove(dragToShipMove(event.clientX - pointer.lastX, event.currentTarget.clientWidth));
    pointer.lastX = event.clientX;
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (pointerRef.current?.id !== event.pointerId) return;
    pointerRef.current = null;
    inputRef.current.setTouchFiring(false);
  };

  const playing = phase === 'playing';
  return (
    <div ref={gameAreaRef} className="mx-auto max-w-[50rem]">
      <GameStatus labels={copy.stats} stats={stats} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div
        ref={fieldRef}
        tabIndex={-1}
        role="group"
        aria-label={copy.label}
        className="relative mx-auto mt-4 aspect-[4/3] w-[min(100%,calc((100svh-14rem)*4/3))] min-w-[17rem] overflow-hidden rounded-2xl border border-nebula-300/30 focus:outline-none focus-visible:outline-2"
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={copy.canvasLabel}
          width={CANVAS_WIDTH}
          height={CANVAS_HEIGHT}
          className={cx('absolute inset-0 size-full', playing && 'touch-none select-none')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onContextMenu={playing ? (event) => event.preventDefault() : undefined}
        />
        {phase === 'menu' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-space-950/75 p-4 text-center sm:gap-4">
            <h2 className="font-display text-2xl font-bold text-ink sm:text-3xl">{copy.menuHeading}</h2>
            <p className="hidden max-w-md text-sm text-muted sm:block">{copy.menuText}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <button ref={startButtonRef} type="button" className={buttonClass('primary', 'sm')} onClick={begin} disabled={!hydrated}>
                {copy.startGame}
              </button>
              <SiteLink href={copy.backToDevelopment.href} className={buttonClass('secondary', 'sm')}>
                {copy.backToDevelopment.text}
              </SiteLink>
            </div>
          </div>
        )}
        {phase === 'gameover' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-space-950/75 p-4 text-center sm:gap-4">
            <h2 className="font-display text-2xl font-bold text-flare-400 sm:text-3xl">{copy.gameOverHeading}</h2>
            <p className="text-ink">
              {copy.finalScoreLabel}: <span className="font-bold tabular-nums">{formatScore(stats.score)}</span>
              {newHighScore && <span className="ml-2 font-semibold text-solar-300">{copy.newHighScore}</span>}
            </p>
            <div className="flex flex-wrap justify-center gap-2 sm:gap-3">
              <button ref={playAgainRef} type="button" className={buttonClass('primary', 'sm')} onClick={begin}>
                {copy.playAgain}
              </button>
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={toMenu}>
                {copy.backToMenu}
              </button>
              <EndGameLink copy={copy} />
            </div>
          </div>
        )}
      </div>
      {playing && (
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={begin}>
            {copy.restartGame}
          </button>
          <EndGameLink copy={copy} />
        </div>
      )}
    </div>
  );
}

/** Leaves the game for /development (SPEC §2: "End Game"). */
function EndGameLink({ copy }: { copy: AstroblasterGameCopy }) {
  return (
    <SiteLink href={copy.endGameHref} className={buttonClass('quiet', 'sm')}>
      {copy.endGame}
    </SiteLink>
  );
}

/** Score, level, health and high score as text beside the drawing. */
function GameStatus({ labels, stats }: { labels: AstroblasterGameCopy['stats']; stats: Stats }) {
  const items = [
    [labels.score, formatScore(stats.score)],
    [labels.level, String(stats.level)],
    [labels.health, String(stats.health)],
    [labels.highScore, formatScore(stats.highScore)],
  ] as const;
  return (
    <dl className="grid grid-cols-4 gap-2 text-center">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col justify-center rounded-xl border border-nebula-300/20 bg-space-800 px-2 py-2">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
          <dd className="font-display text-lg font-bold text-ink tabular-nums sm:text-xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
