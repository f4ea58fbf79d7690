/**
 * "Complete Solutions for Every Business Need": eight expandable cards, each with its own open flag.
 * Expanded, a card lists what it includes (hints on hover or click); its Get Started scrolls to the
 * page's #contact section when there is one, otherwise goes to /contact.
 */
import { Section } from '~/components/sections/Section';
import { GetStartedLink } from '~/components/ui/GetStartedLink';
import { REVEAL_THRESHOLD_HOME } from '~/components/ui/Reveal';
import type { HomeContent } from '~/content/home';
import { ExpandableFeatureCard } from '~/components/ui/ExpandableFeatureCard';
import { buttonClass } from '~/components/ui/button';

export function CompleteSolutions({ content: solutions }: { content: HomeContent['solutions'] }) {
  return (
    <Section id="complete-solutions" title={solutions.heading} intro={solutions.intro} reveal={REVEAL_THRESHOLD_HOME}>
      <ul className="grid items-start gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {solutions.cards.map((card) => (
          <li key={card.title}>
            <ExpandableFeatureCard
              title={card.title}
              icon={card.icon}
              summary={card.subline}
              features={card.includes}
              listClassName="space-y-2 text-sm text-ink"
              buttonClassName="min-h-10"
              footer={
                <GetStartedLink className={buttonClass('secondary', 'sm', 'w-full')}>
                  {card.cta}
                  <span className="sr-only"> with {card.title}</span>
                </GetStartedLink>
              }
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
