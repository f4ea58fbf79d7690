/**
 * <Astroblaster copy={…} messages={…} />: the arcade game (SPEC §4, §5, §9). The engine runs at a fixed
 * 60 steps per second whatever the display's refresh rate, pauses while the tab is hidden, and draws on a
 * 4:3 canvas sized to the screen at the display's pixel density. Menu, game-over and in-play controls are
 * real buttons and links outside the drawing; score, level, health and high score are text, and a polite
 * live region reports what matters (a new level, a hit, the end of a game).
 *
 * The rules are in engine.ts; useAstroblaster.ts joins them to the page; GameScreens.tsx has the screens.
 */
import { cx } from '~/components/ui/cx';
import { useHydrated } from '~/components/ui/useHydrated';
import type { AstroblasterGameCopy } from '~/content/astroblaster';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './constants';
import { GameOverScreen, GameStatus, MenuScreen, PlayControls } from './GameScreens';
import { useAstroblaster } from './useAstroblaster';

export interface AstroblasterProps {
  copy: AstroblasterGameCopy;
  /** Feature names the asteroids carry. */
  messages: readonly string[];
}

export function Astroblaster({ copy, messages }: AstroblasterProps) {
  const { phase, stats, announcement, newHighScore, begin, toMenu, pointerHandlers, gameAreaRef, fieldRef, canvasRef, startButtonRef, playAgainRef } =
    useAstroblaster(messages);
  // The prerendered Start button waits for the game's code, so an early press is never lost.
  const hydrated = useHydrated();
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
          onPointerDown={pointerHandlers.onPointerDown}
          onPointerMove={pointerHandlers.onPointerMove}
          onPointerUp={pointerHandlers.onPointerUp}
          onPointerCancel={pointerHandlers.onPointerCancel}
          onContextMenu={playing ? (event) => event.preventDefault() : undefined}
        />
        {phase === 'menu' && <MenuScreen copy={copy} startRef={startButtonRef} onStart={begin} ready={hydrated} />}
        {phase === 'gameover' && (
          <GameOverScreen
            copy={copy}
            score={stats.score}
            newHighScore={newHighScore}
            playAgainRef={playAgainRef}
            onPlayAgain={begin}
            onMenu={toMenu}
          />
        )}
      </div>
      {playing && <PlayControls copy={copy} onRestart={begin} />}
    </div>
  );
}
