import type { Dispatch, Ref, RefObject, SetStateAction } from 'react';
import type { Era } from '~/content/types';
import { buttonClass } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import { canGoNext, canGoPrevious, nextEra, previousEra } from './era-navigator';

interface EraStepperProps {
  index: number;
  count: number;
  /** "Era n of m", shown between the buttons. */
  position: string;
  previousLabel: string;
  nextLabel: string;
  previousRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
  onGo: (index: number) => void;
}

/** Previous and Next, with the current era's position between them. */
export function EraStepper({ index, count, position, previousLabel, nextLabel, previousRef, nextRef, onGo }: EraStepperProps) {
  return (
    <div className="mt-5 flex items-center justify-between gap-3">
      <button
        ref={previousRef}
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={!canGoPrevious(index)}
        onClick={() => onGo(previousEra(index, count))}
      >
        <Icon name="chevron-left" className="size-4" />
        {previousLabel}
      </button>
      <p className="text-sm font-semibold whitespace-nowrap text-muted tabular-nums">{position}</p>
      <button
        ref={nextRef}
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={!canGoNext(index, count)}
        onClick={() => onGo(nextEra(index, count))}
      >
        {nextLabel}
        <Icon name="chevron-right" className="size-4" />
      </button>
    </div>
  );
}

interface EraJumpButtonsProps {
  eras: readonly Era[];
  index: number;
  /** The group's accessible name. */
  label: string;
  /** Prefix of the tips' ids. */
  baseId: string;
  /** The era whose tip shows, if any. */
  tip: number | null;
  setTip: Dispatch<SetStateAction<number | null>>;
  /** Filled with the numbered buttons, in order (the keys move focus between them). */
  buttonsRef: RefObject<Array<HTMLButtonElement | null>>;
  onGo: (index: number) => void;
}

/**
 * A numbered button per era that jumps to it. Its tip (the era's date and headline) shows on hover or
 * focus, and the same text is always the button's description.
 */
export function EraJumpButtons({ eras, index, label, baseId, tip, setTip, buttonsRef, onGo }: EraJumpButtonsProps) {
  const count = eras.length;
  const tipId = (i: number) => `${baseId}-tip-${i}`;
  const hideTip = (i: number) => setTip((open) => (open === i ? null : open));
  return (
    <div role="group" aria-label={label} className="mt-5 flex flex-wrap justify-center gap-2">
      {eras.map((era, i) => (
        <span key={era.id} className="relative">
          <button
            ref={(element) => {
              buttonsRef.current[i] = element;
            }}
            type="button"
            aria-current={i === index ? 'step' : undefined}
            aria-describedby={tipId(i)}
            onClick={() => onGo(i)}
            onPointerEnter={() => setTip(i)}
            onPointerLeave={() => hideTip(i)}
            onFocus={() => setTip(i)}
            onBlur={() => hideTip(i)}
            className={cx(
              'grid size-10 place-items-center rounded-full border text-sm font-semibold tabular-nums transition-colors',
              i === index
                ? 'border-plasma-300 bg-plasma-300 text-space-950'
                : 'border-nebula-300/30 bg-space-800 text-ink hover:border-plasma-300 hover:text-plasma-300',
            )}
          >
            {i + 1}
          </button>
          <span
            id={tipId(i)}
            role={tip === i ? 'tooltip' : undefined}
            className={cx(
              tip === i ? 'era-tip' : 'sr-only',
              i < 2 ? 'era-tip-start' : i >= count - 2 ? 'era-tip-end' : 'era-tip-center',
            )}
          >
            <span className="block text-xs font-semibold text-plasma-300">{era.timestamp}</span>
            <span className="block">{era.headline}</span>
          </span>
        </span>
      ))}
    </div>
  );
}
