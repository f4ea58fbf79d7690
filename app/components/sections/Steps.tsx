/**
 * <Steps id="onboarding" title="Live in 3 Business Days" steps={content.steps} />: a numbered sequence
 * (visitor flow, onboarding, how it works) as an ordered list.
 */
import type { ReactNode } from 'react';
import type { Step } from '~/content/types';
import { Icon } from '~/components/ui/Icon';
import { Section } from './Section';
import { CardGrid, type CardGridColumns } from '~/components/ui/CardGrid';

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

/** Five steps (the visitor flow) fit one row on a wide screen; fewer use the card grid's columns. */
const FIVE_IN_A_ROW = 'md:grid-cols-3 lg:grid-cols-5';

export function Steps({ id, title, eyebrow, intro, steps, className, reveal, children }: StepsProps) {
  return (
    <Section id={id} title={title} eyebrow={eyebrow} intro={intro} className={className} reveal={reveal}>
      <CardGrid
        ordered
        columns={Math.min(Math.max(steps.length, 2), 4) as CardGridColumns}
        columnsClassName={steps.length === 5 ? FIVE_IN_A_ROW : undefined}
      >
        {steps.map((step, index) => (
          <div key={step.title} className="card relative flex flex-col p-6">
            <div className="flex items-center gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-plasma-300 to-nebula-300 font-display text-sm font-bold text-space-950">
                <span className="sr-only">Step </span>
                {index + 1}
              </span>
              {step.icon && <Icon name={step.icon} className="size-5 text-plasma-300" />}
            </div>
            <h3 className="mt-4 font-display text-lg font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
          </div>
        ))}
      </CardGrid>
      {children}
    </Section>
  );
}
