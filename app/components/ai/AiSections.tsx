/**
 * The /ai sections after the voice demo, in SPEC order. Their code hydrates after the hero's and the
 * demo's (the route defers it); the prerendered HTML shows them from the start.
 */
import { ChannelList } from '~/components/ai/ChannelList';
import { CallToAction } from '~/components/sections/CallToAction';
import { Faq } from '~/components/sections/Faq';
import { FeatureGrid } from '~/components/sections/FeatureGrid';
import { OutcomeCards } from '~/components/sections/OutcomeCards';
import { Section } from '~/components/sections/Section';
import { Steps } from '~/components/sections/Steps';
import { CardGrid } from '~/components/ui/CardGrid';
import { ExpandableCardGroup } from '~/components/ui/ExpandableCard';
import { ExpandableFeatureCard } from '~/components/ui/ExpandableFeatureCard';
import type { AiContent } from '~/content/ai';
import type { FaqEntry } from '~/content/types';

export function AiSections({ content, faq }: { content: AiContent; faq: FaqEntry[] }) {
  const { hero, aiSystems, channels, coreCapabilities, industryPacks, automationModules, howValeWorks, provenOutcomes, finalCta } = content;
  return (
    <>
      <Section id={aiSystems.id} title={aiSystems.heading} intro={aiSystems.intro}>
        <ChannelList channels={channels} label="Channels Vale answers on" />
      </Section>
      <Section id="core-capabilities" title={coreCapabilities.heading}>
        {/* One card open at a time on this page (SPEC §4). */}
        <ExpandableCardGroup>
          <CardGrid columns={3} alignStart>
            {coreCapabilities.cards.map((card) => (
              <ExpandableFeatureCard key={card.title} value={card.title} title={card.title} icon={card.icon} summary={card.description} features={card.features} />
            ))}
          </CardGrid>
        </ExpandableCardGroup>
      </Section>
      <Section id="industry-packs" title={industryPacks.heading} intro={industryPacks.intro}>
        <ExpandableCardGroup>
          <CardGrid columns={3} alignStart>
            {industryPacks.cards.map((card) => (
              <ExpandableFeatureCard key={card.title} value={card.title} title={card.title} icon={card.icon} summary={card.description} features={card.features} />
            ))}
          </CardGrid>
        </ExpandableCardGroup>
      </Section>
      <FeatureGrid id="automation-modules" title={automationModules.heading} intro={automationModules.intro} cards={automationModules.cards} columns={3} />
      <Steps id="how-vale-works" title={howValeWorks.heading} steps={howValeWorks.steps} />
      <Section id="proven-outcomes" title={provenOutcomes.heading}>
        <OutcomeCards outcomes={provenOutcomes.items} />
      </Section>
      <Faq items={faq} title={`Questions About ${hero.subtitle}`} />
      <CallToAction id="get-started" title={finalCta.heading} description={finalCta.text} primaryCta={finalCta.primaryCta} secondaryCta={finalCta.secondaryCta} />
    </>
  );
}
