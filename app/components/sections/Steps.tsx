/**
 * <Steps id="onboarding" title="Live in 3 Business Days" steps={content.steps} />: a numbered sequence
 * (visitor flow, onboarding, how it works) as an ordered list.
 */
import type { ReactNode } from 'react';
import type { Step } from '~/content/types';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import { Section } from './Section';

export interface StepsProps {
  id?: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  steps: Step[];
  className?: string;
  reveal?: number | false;
  children?: ReactNode;
}

const COLUMN_CLASS: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
  5: 'md:grid-cols-3 lg:grid-cols-5',
};

export function Steps({ id, title, eyebrow, intro, steps, className, reveal, children }: StepsProps) {
  return (
    <Section id={id} title={title} eyebrow={eyebrow} intro={intro} className={className} reveal={reveal}>
      <ol className={cx('grid gap-6', COLUMN_CLASS[steps.length] ?? 'md:grid-cols-3')}>
        {steps.map((step, index) => (
          <li key={step.title} className="card relative flex flex-col p-6">
            <div className="flex items-center gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-plasma-300 to-nebula-300 font-display text-sm font-bold text-space-950">
                <span className="sr-only">Step </span>
                {index + 1}
              </span>
              {step.icon && <Icon name={step.icon} className="size-5 text-plasma-300" />}
            </div>
            <h3 className="mt-4 font-display text-lg font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
          </li>
        ))}
      </ol>
      {children}
    </Section>
  );
}
