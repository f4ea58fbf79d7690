/**
 * <Stats title="The Numbers" stats={content.resultStats} />: big figures with a label and an optional detail.
 * <StatList stats={…} /> is the list alone, for use inside another section.
 */
import type { ReactNode } from 'react';
import type { Stat } from '~/content/types';
import { cx } from '~/components/ui/cx';
import { Section } from './Section';
import { CardGrid } from '~/components/ui/CardGrid';

export interface StatListProps {
  stats: Stat[];
  className?: string;
  /** Colour of the figures. */
  tone?: 'plasma' | 'flare' | 'solar';
}

const TONE_CLASS = { plasma: 'text-plasma-300', flare: 'text-flare-400', solar: 'text-solar-300' } as const;

export function StatList({ stats, className, tone = 'plasma' }: StatListProps) {
  return (
    <CardGrid columns={stats.length >= 4 ? 4 : 3} className={className}>
      {stats.map((stat) => (
        <div key={`${stat.value} ${stat.label}`} className="card p-6 text-center">
          <p className={cx('font-display text-4xl font-bold tracking-tight', TONE_CLASS[tone])}>{stat.value}</p>
          <p className="mt-2 font-semibold text-ink">{stat.label}</p>
          {stat.detail && <p className="mt-2 text-sm leading-relaxed text-muted">{stat.detail}</p>}
        </div>
      ))}
    </CardGrid>
  );
}

export interface StatsProps extends StatListProps {
  id?: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  sectionClassName?: string;
  reveal?: number | false;
  children?: ReactNode;
}

export function Stats({ id, title, eyebrow, intro, stats, tone, className, sectionClassName, reveal, children }: StatsProps) {
  return (
    <Section id={id} title={title} eyebrow={eyebrow} intro={intro} className={sectionClassName} reveal={reveal}>
      <StatList stats={stats} tone={tone} className={className} />
      {children}
    </Section>
  );
}

/** <HighlightStat stat={…} />: one figure given a wide card of its own, beside its explanation. */
export function HighlightStat({ stat, className, tone = 'plasma' }: { stat: Stat; className?: string; tone?: StatListProps['tone'] }) {
  return (
    <div className={cx('card mx-auto flex max-w-3xl flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left', className)}>
      <p className={cx('shrink-0 font-display text-5xl font-bold', TONE_CLASS[tone])}>{stat.value}</p>
      <div>
        <p className="font-semibold text-ink">{stat.label}</p>
        {stat.detail && <p className="mt-1 text-sm leading-relaxed text-muted">{stat.detail}</p>}
      </div>
    </div>
  );
}
