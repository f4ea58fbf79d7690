/**
 * "À La Carte or Full System": the two ways to work with us, side by side.
 */
import { Section } from '~/components/sections/Section';
import { CardGrid } from '~/components/ui/CardGrid';
import type { AboutContent } from '~/content/about';

export function ALaCarte({ content }: { content: AboutContent['aLaCarte'] }) {
  return (
    <Section id={content.id} title={content.heading} intro={content.description}>
      <CardGrid columns={2} className="mx-auto max-w-4xl">
        {content.options.map((option) => (
          <div key={option.title} className="card p-6 sm:p-8">
            <h3 className="font-display text-2xl font-semibold text-ink">{option.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{option.description}</p>
          </div>
        ))}
      </CardGrid>
    </Section>
  );
}
