/**
 * "Harness The Force": three expandable cards, each with its own open flag. Expanded, a card lists its
 * features, whose hints open on hover or click (one at a time per card); Learn More leads to the
 * offering's page. A UFO drifts past the heading.
 */
import { Ufo } from '~/components/decor/Ufo';
import { Section } from '~/components/sections/Section';
import { CtaLink } from '~/components/ui/CtaLink';
import { REVEAL_THRESHOLD_HOME } from '~/components/ui/Reveal';
import type { HomeContent } from '~/content/home';
import { ExpandableFeatureCard } from '~/components/ui/ExpandableFeatureCard';

/** A coloured edge per card, so the three read as three different craft. */
const CARD_ACCENTS = [
  'before:bg-[linear-gradient(90deg,var(--color-plasma-400),transparent)]',
  'before:bg-[linear-gradient(90deg,var(--color-nebula-400),transparent)]',
  'before:bg-[linear-gradient(90deg,var(--color-solar-300),transparent)]',
];

export function HarnessTheForce({ content: harness }: { content: HomeContent['harness'] }) {
  return (
    <div className="relative isolate">
      <Ufo className="absolute -z-10 top-6 right-[4%] w-24 sm:top-10 sm:w-32 lg:right-[8%] lg:w-40" />
      <Section id="harness-the-force" title={harness.heading} intro={harness.intro} reveal={REVEAL_THRESHOLD_HOME}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {harness.cards.map((card, index) => (
            <li key={card.title} className="flex">
              <ExpandableFeatureCard
                title={card.title}
                icon={card.icon}
                summary={card.description}
                features={card.features}
                listClassName="space-y-2 text-ink"
                className={`relative flex-1 before:absolute before:inset-x-6 before:top-0 before:h-px before:content-[''] ${CARD_ACCENTS[index % CARD_ACCENTS.length]}`}
                footer={<CtaLink cta={card.learnMore} variant="secondary" srContext={`about ${card.title}`} />}
              />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
