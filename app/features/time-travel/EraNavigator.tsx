/**
 * <EraNavigator eras={eras} labels={…} />: the /time-travel timeline (SPEC §4). One era at a time with
 * Previous / Next, numbered buttons that jump (a tooltip on hover or focus gives the era's date and
 * headline; the same text is always the button's description), Left/Right/Home/End keys, a progress bar and a polite announcement of each move.
 * Every era is in the prerendered HTML; the others are hidden, and the controls appear, only once
 * hydrated, so without JavaScript the whole timeline reads as one list.
 */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Era } from '~/content/types';
import { cx } from '~/components/ui/cx';
import { ProgressBar } from '~/components/ui/ProgressBar';
import { useHydrated } from '~/components/ui/useHydrated';
import { FIRST_ERA, canGoNext, canGoPrevious, clampEra, eraAfterKey, progressPercent } from './era-navigator';
import { EraCard } from './EraCard';
import { EraJumpButtons, EraStepper } from './EraControls';

export interface EraNavigatorLabels {
  previous: string;
  next: string;
  progress: string;
  jump: string;
}

export interface EraNavigatorProps {
  eras: readonly Era[];
  labels: EraNavigatorLabels;
}

export function eraPosition(index: number, count: number): string {
  return `Era ${index + 1} of ${count}`;
}

/** The era on show, the announcement of the last move, and a move that keeps keyboard focus on a live button. */
function useEraNavigation(eras: readonly Era[]) {
  const count = eras.length;
  const [index, setIndex] = useState(FIRST_ERA);
  const [announcement, setAnnouncement] = useState('');
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  const goTo = (target: number) => {
    const next = clampEra(target, count);
    if (next === index) return;
    const era = eras[next]!;
    setIndex(next);
    setAnnouncement(`${eraPosition(next, count)}: ${era.headline}, ${era.timestamp}`);
    // A button that is about to be disabled would drop the keyboard focus: hand it to its partner.
    if (document.activeElement === nextButton.current && !canGoNext(next, count)) previousButton.current?.focus();
    if (document.activeElement === previousButton.current && !canGoPrevious(next)) nextButton.current?.focus();
  };

  return { index, announcement, goTo, previousButton, nextButton };
}

export function EraNavigator({ eras, labels }: EraNavigatorProps) {
  const count = eras.length;
  const hydrated = useHydrated();
  const { index, announcement, goTo, previousButton, nextButton } = useEraNavigation(eras);
  const [tip, setTip] = useState<number | null>(null);
  const baseId = useId();
  const numberButtons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setTip(null);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = eraAfterKey(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    const focusedNumber = numberButtons.current.indexOf(document.activeElement as HTMLButtonElement);
    goTo(target);
    if (focusedNumber !== -1) {
      numberButtons.current[target]?.focus();
      setTip(target);
    }
  };

  return (
    // The keys act while focus is on one of the navigator's controls (the div only listens).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={hydrated ? onKeyDown : undefined} className="mx-auto max-w-5xl">
      {hydrated && (
        <div className="card p-4 sm:p-6">
          <ProgressBar label={labels.progress} percent={progressPercent(index, count)} />
          <EraStepper
            index={index}
            count={count}
            position={eraPosition(index, count)}
            previousLabel={labels.previous}
            nextLabel={labels.next}
            previousRef={previousButton}
            nextRef={nextButton}
            onGo={goTo}
          />
          <EraJumpButtons
            eras={eras}
            index={index}
            label={labels.jump}
            baseId={baseId}
            tip={tip}
            setTip={setTip}
            buttonsRef={numberButtons}
            onGo={goTo}
          />
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </div>
      )}
      <ol className={cx('space-y-8', hydrated && 'mt-8')}>
        {eras.map((era, i) => (
          <li key={era.id} hidden={hydrated && i !== index}>
            <EraCard era={era} position={eraPosition(i, count)} headingId={`${baseId}-era-${i}`} />
          </li>
        ))}
      </ol>
    </div>
  );
}
