/**
 * What <Astroblaster> shows around the drawing: the numbers as text, the menu and game-over screens over the
 * field, and the in-play buttons under it. Every control is a real button or link.
 */
import type { Ref } from 'react';
import { buttonClass } from '~/components/ui/button';
import { SiteLink } from '~/components/ui/SiteLink';
import type { AstroblasterGameCopy } from '~/content/astroblaster';
import { formatScore } from './announcements';
import type { GameStats } from './status';

const OVERLAY_CLASS = 'absolute inset-0 flex flex-col items-center justify-center gap-3 bg-space-950/75 p-4 text-center sm:gap-4';

/** Score, level, health and high score as text beside the drawing. */
export function GameStatus({ labels, stats }: { labels: AstroblasterGameCopy['stats']; stats: GameStats }) {
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

interface MenuScreenProps {
  copy: AstroblasterGameCopy;
  startRef: Ref<HTMLButtonElement>;
  onStart: () => void;
  /** False until the game's code has hydrated the page (Start waits, so an early press is never lost). */
  ready: boolean;
}

export function MenuScreen({ copy, startRef, onStart, ready }: MenuScreenProps) {
  return (
    <div className={OVERLAY_CLASS}>
      <h2 className="font-display text-2xl font-bold text-ink sm:text-3xl">{copy.menuHeading}</h2>
      <p className="hidden max-w-md text-sm text-muted sm:block">{copy.menuText}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button ref={startRef} type="button" className={buttonClass('primary', 'sm')} onClick={onStart} disabled={!ready}>
          {copy.startGame}
        </button>
        <SiteLink href={copy.backToDevelopment.href} className={buttonClass('secondary', 'sm')}>
          {copy.backToDevelopment.text}
        </SiteLink>
      </div>
    </div>
  );
}

interface GameOverScreenProps {
  copy: AstroblasterGameCopy;
  score: number;
  newHighScore: boolean;
  playAgainRef: Ref<HTMLButtonElement>;
  onPlayAgain: () => void;
  onMenu: () => void;
}

export function GameOverScreen({ copy, score, newHighScore, playAgainRef, onPlayAgain, onMenu }: GameOverScreenProps) {
  return (
    <div className={OVERLAY_CLASS}>
      <h2 className="font-display text-2xl font-bold text-flare-400 sm:text-3xl">{copy.gameOverHeading}</h2>
      <p className="text-ink">
        {copy.finalScoreLabel}: <span className="font-bold tabular-nums">{formatScore(score)}</span>
        {newHighScore && <span className="ml-2 font-semibold text-solar-300">{copy.newHighScore}</span>}
      </p>
      <div className="flex flex-wrap justify-center gap-2 sm:gap-3">
        <button ref={playAgainRef} type="button" className={buttonClass('primary', 'sm')} onClick={onPlayAgain}>
          {copy.playAgain}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onMenu}>
          {copy.backToMenu}
        </button>
        <EndGameLink copy={copy} />
      </div>
    </div>
  );
}

/** Restart Game and End Game, under the field while a game is on. */
export function PlayControls({ copy, onRestart }: { copy: AstroblasterGameCopy; onRestart: () => void }) {
  return (
    <div className="mt-4 flex flex-wrap justify-center gap-3">
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={onRestart}>
        {copy.restartGame}
      </button>
      <EndGameLink copy={copy} />
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
