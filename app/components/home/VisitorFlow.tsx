/**
 * "What Happens When Someone Visits": the five steps from arrival to notification as an ordered list,
 * a flight path across the page on wide screens and down the side on phones.
 */
import { Section } from '~/components/sections/Section';
import { Icon } from '~/components/ui/Icon';
import { REVEAL_THRESHOLD_HOME } from '~/components/ui/Reveal';
import type { HomeContent } from '~/content/home';

const PATH_GRADIENT =
  'bg-[linear-gradient(90deg,transparent,var(--color-plasma-400),var(--color-nebula-400),var(--color-solar-300),transparent)]';

export function VisitorFlow({ content: visitorFlow }: { content: HomeContent['visitorFlow'] }) {
  return (
    <Section id="visitor-flow" title={visitorFlow.heading} reveal={REVEAL_THRESHOLD_HOME}>
      <div className="relative">
        {/* The flight path behind the step markers (decorative; sized by the list, never shifts it). */}
        <div aria-hidden="true" className={`absolute top-7 right-[10%] left-[10%] hidden h-0.5 opacity-70 lg:block ${PATH_GRADIENT}`} />
        <ol className="relative grid gap-8 lg:grid-cols-5 lg:gap-6">
          {visitorFlow.steps.map((step, index) => (
            <li key={step.title} className="relative flex gap-5 lg:flex-col lg:items-center lg:text-center">
              {index < visitorFlow.steps.length - 1 && (
                // On phones the path runs down from this marker to the next one.
                <span
                  aria-hidden="true"
                  className="absolute top-14 -bottom-8 left-[1.6875rem] w-0.5 bg-[linear-gradient(180deg,var(--color-plasma-400),var(--color-nebula-400))] opacity-60 lg:hidden"
                />
              )}
              <span className="relative grid size-14 shrink-0 place-items-center rounded-full border border-plasma-300/50 bg-space-900 text-plasma-300 shadow-[0_0_24px_-6px_var(--color-plasma-400)]">
                <Icon name={step.icon ?? 'sparkles'} className="size-6" />
                <span className="absolute -top-1.5 -right-1.5 grid size-6 place-items-center rounded-full bg-nebula-300 font-display text-xs font-bold text-space-950">
                  <span className="sr-only">Step </span>
                  {index + 1}
                </span>
              </span>
              <div className="lg:mt-5">
                <h3 className="font-display text-lg font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
