/**
 * <KeyFacts title="…" facts={…} />: a short panel of facts about the business (founded, time to go live,
 * rating…) as a description list, beside the /about introduction.
 */
import { useId } from 'react';
import { cx } from '~/components/ui/cx';

export interface KeyFactsProps {
  title: string;
  facts: Array<{ label: string; value: string }>;
  className?: string;
}

export function KeyFacts({ title, facts, className }: KeyFactsProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={cx('card p-6 sm:p-8', className)}>
      <p id={titleId} className="eyebrow">
        {title}
      </p>
      <dl className="mt-5 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="border-l-2 border-plasma-300/50 pl-4">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="mt-1 font-display text-lg font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
