/**
 * <Stats title="The Numbers" stats={content.resultStats} />: big figures with a label and an optional detail.
 * <StatList stats={…} /> is the list alone, for use inside another section.
 */
import type { ReactNode } from 'react';
import type { Stat } from '~/content/types';
import { cx } from '~/components/ui/cx';
import { Section } from './Section';

export interface StatListProps {
  stats: Stat[];
  className?: string;
  /** Colour of the figures. */
  tone?: 'plasma' | 'flare' | 'solar';
}

const TONE_CLASS = { plasma: 'text-plasma-300', flare: 'text-flare-400', solar: 'text-solar-300' } as const;

export function StatList({ stats, className, tone = 'plasma' }: StatListProps) {
  return (
    <ul className={cx('grid gap-6 sm:grid-cols-2', stats.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3', className)}>
      {stats.map((stat) => (
        <li key={`${stat.value} ${stat.label}`} className="card p-6 text-center">
          <p className={cx('font-display text-4xl font-bold tracking-tight', TONE_CLASS[tone])}>{stat.value}</p>
          <p className="mt-2 font-semibold text-ink">{stat.label}</p>
          {stat.detail && <p className="mt-2 text-sm leading-relaxed text-muted">{stat.detail}</p>}
        </li>
      ))}
    </ul>
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
