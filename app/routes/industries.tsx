import type { Route } from './+types/industries';
import { CallUsLine } from '~/components/industries/CallUsLine';
import { IndustryCard } from '~/components/industries/IndustryCard';
import { IndustryNotListed } from '~/components/industries/IndustryNotListed';
import { IndustryTiles } from '~/components/industries/IndustryTiles';
import { CallToAction } from '~/components/sections/CallToAction';
import { FeatureGrid } from '~/components/sections/FeatureGrid';
import { Hero } from '~/components/sections/Hero';
import { Section } from '~/components/sections/Section';
import { CardGrid } from '~/components/ui/CardGrid';
import { industriesContent } from '~/content/industries';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ content: industriesContent, head: pageMeta('/industries') });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { hero, grid, industries, notListed, expertise, closingCta } = loaderData.content;
  return (
    <>
      <Hero hero={hero} imageAspectRatio="560 / 460" />
      {/* The tiles and the cards they lead to share one section: a tile never lands on a card still sliding in. */}
      <Section id={grid.id} title={grid.heading} intro={grid.intro}>
        <IndustryTiles industries={industries} />
        <CardGrid columns={3} className="mt-16">
          {industries.map((industry) => (
            <IndustryCard key={industry.id} industry={industry} />
          ))}
        </CardGrid>
      </Section>
      <IndustryNotListed id={notListed.id} heading={notListed.heading} description={notListed.description} cta={notListed.cta} />
      <FeatureGrid id={expertise.id} title={expertise.heading} intro={expertise.intro} cards={expertise.points} columns={4} />
      <CallToAction id="get-started" title={closingCta.heading} description={closingCta.description} primaryCta={closingCta.cta}>
        <CallUsLine text={closingCta.phoneText} />
      </CallToAction>
    </>
  );
}
