/**
 * "Buy One Service or the Full System": the two ways to buy, side by side, and the terms that apply to both.
 */
import { Section } from '~/components/sections/Section';
import { CardGrid } from '~/components/ui/CardGrid';
import type { SolutionsContent } from '~/content/solutions';
import { Icon } from '~/components/ui/Icon';

export function BuyOneOrFull({ content }: { content: SolutionsContent['buyOneOrFull'] }) {
  return (
    <Section id="buy-one-or-full" title={content.heading} intro={content.intro}>
      <CardGrid columns={2}>
        {content.options.map((option) => (
          <div key={option.title} className="card p-6 sm:p-8">
            <h3 className="font-display text-2xl font-semibold text-ink">{option.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{option.description}</p>
            <ul className="mt-5 space-y-2">
              {option.points.map((point) => (
                <li key={point} className="flex items-start gap-2 text-ink">
                  <Icon name="check" strokeWidth={2} className="mt-0.5 size-5 shrink-0 text-plasma-300" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </CardGrid>
      <ul aria-label="Terms for every plan" className="mt-8 flex flex-wrap justify-center gap-3">
        {content.terms.map((term) => (
          <li key={term} className="rounded-full border border-nebula-300/30 bg-space-800 px-4 py-2 text-sm font-semibold text-ink">
            {term}
          </li>
        ))}
      </ul>
    </Section>
  );
}
