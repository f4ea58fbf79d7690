/**
 * <EraNavigator eras={eras} labels={…} />: the /time-travel timeline (SPEC §4). One era at a time with
 * Previous / Next, numbered buttons that jump (a tooltip on hover or focus gives the era's date and
 * headline; the same text is always the button's description), Left/Right/Home/End keys, a progress bar and a polite announcement of each move.
 * Every era is in the prerendered HTML; the others are hidden, and the controls appear, only once
 * hydrated, so without JavaScript the whole timeline reads as one list.
 */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Era } from '~/content/types';
import { buttonClass } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import { ProgressBar } from '~/components/ui/ProgressBar';
import { useHydrated } from '~/components/ui/useHydrated';
import { FIRST_ERA, canGoNext, canGoPrevious, clampEra, eraAfterKey, nextEra, previousEra, progressPercent } from './era-navigator';

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

export function EraNavigator({ eras, labels }: EraNavigatorProps) {
  const count = eras.length;
  const hydrated = useHydrated();
  const [index, setIndex] = useState(FIRST_ERA);
  const [announcement, setAnnouncement] = useState('');
  const [tip, setTip] = useState<number | null>(null);
  const baseId = useId();
  const numberButtons = useRef<Array<HTMLButtonElement | null>>([]);
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

  const tipId = (i: number) => `${baseId}-tip-${i}`;

  return (
    // The keys act while focus is on one of the navigator's controls (the div only listens).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={hydrated ? onKeyDown : undefined} className="mx-auto max-w-5xl">
      {hydrated && (
        <div className="card p-4 sm:p-6">
          <ProgressBar label={labels.progress} percent={progressPercent(index, count)} />
          <div className="mt-5 flex items-center justify-between gap-3">
            <button
              ref={previousButton}
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={!canGoPrevious(index)}
              onClick={() => goTo(previousEra(index, count))}
            >
              <Icon name="chevron-left" className="size-4" />
              {labels.previous}
            </button>
            <p className="text-sm font-semibold whitespace-nowrap text-muted tabular-nums">{eraPosition(index, count)}</p>
            <button
              ref={nextButton}
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={!canGoNext(index, count)}
              onClick={() => goTo(nextEra(index, count))}
            >
              {labels.next}
              <Icon name="chevron-right" className="size-4" />
            </button>
          </div>
          <div role="group" aria-label={labels.jump} className="mt-5 flex flex-wrap justify-center gap-2">
            {eras.map((era, i) => (
              <span key={era.id} className="relative">
                <button
                  ref={(element) => {
                    numberButtons.current[i] = element;
                  }}
                  type="button"
                  aria-current={i === index ? 'step' : undefined}
                  aria-describedby={tipId(i)}
                  onClick={() => goTo(i)}
                  onPointerEnter={() => setTip(i)}
                  onPointerLeave={() => setTip((open) => (open === i ? null : open))}
                  onFocus={() => setTip(i)}
                  onBlur={() => setTip((open) => (open === i ? null : open))}
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

function EraCard({ era, position, headingId }: { era: Era; position: string; headingId: string }) {
  return (
    <article aria-labelledby={headingId} className="card grid gap-8 overflow-hidden p-6 sm:p-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
      <img
        src={era.image}
        alt={era.altText}
        width={600}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full rounded-2xl"
      />
      <div>
        <p className="eyebrow">
          {position} · <span className="text-solar-300">{era.timestamp}</span>
        </p>
        <h3 id={headingId} className="mt-3 font-display text-2xl font-bold text-ink sm:text-3xl">
          {era.headline}
        </h3>
        <p className="mt-4 leading-relaxed text-muted">{era.copy}</p>
        <ul className="mt-5 space-y-2">
          {era.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 text-ink">
              <Icon name="check" className="mt-1 size-4 shrink-0 text-plasma-300" />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 rounded-xl border-l-4 border-solar-300 bg-space-700/60 px-4 py-3 text-sm text-ink">
          <span className="font-semibold text-solar-300">Lesson: </span>
          {era.lesson}
        </p>
      </div>
    </article>
  );
}
