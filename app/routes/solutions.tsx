import type { Route } from './+types/solutions';
import { CallToAction } from '~/components/sections/CallToAction';
import { Faq } from '~/components/sections/Faq';
import { faqSearch } from '~/components/sections/faq-search';
import { Hero } from '~/components/sections/Hero';
import { Section } from '~/components/sections/Section';
import { OfferingCard } from '~/components/solutions/OfferingCard';
import { BuyOneOrFull } from '~/components/solutions/BuyOneOrFull';
import { CardGrid } from '~/components/ui/CardGrid';
import { generalFaq } from '~/content/general-faq';
import { solutionsContent } from '~/content/solutions';
import { faqWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ content: solutionsContent, faq: faqWithSiteLinks(generalFaq), head: pageMeta('/solutions', { faqs: generalFaq }) });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, faq: faqItems } = loaderData;
  const { hero, overview, buyOneOrFull, faq, finalCta } = content;
  return (
    <>
      <Hero hero={hero} imageAspectRatio="560 / 460" />
      <Section id={overview.id} title={overview.heading} intro={overview.intro}>
        <CardGrid columns={4} wide={['infinity-partner']} centerLastRow>
          {overview.cards.map((card) => (
            <OfferingCard key={card.id} card={card} />
          ))}
        </CardGrid>
      </Section>
      <BuyOneOrFull content={buyOneOrFull} />
      <Faq id={faq.id} title={faq.heading} intro={faq.intro} items={faqItems} search={faqSearch} />
      <CallToAction id="get-started" title={finalCta.heading} description={finalCta.text} primaryCta={finalCta.primaryCta} secondaryCta={finalCta.secondaryCta} />
    </>
  );
}
