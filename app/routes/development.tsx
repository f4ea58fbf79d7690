import type { Route } from './+types/development';
import { FallingCharacters } from '~/components/decor/FallingCharacters';
import { BuildServiceCards } from '~/components/development/BuildServiceCards';
import { TechnologyStack } from '~/components/development/TechnologyStack';
import { CallToAction } from '~/components/sections/CallToAction';
import { Faq } from '~/components/sections/Faq';
import { FeatureGrid } from '~/components/sections/FeatureGrid';
import { Hero } from '~/components/sections/Hero';
import { Section } from '~/components/sections/Section';
import { CtaLink } from '~/components/ui/CtaLink';
import { developmentContent } from '~/content/development';
import { developmentFaq } from '~/content/page-faqs/development';
import { faqWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ content: developmentContent, faq: faqWithSiteLinks(developmentFaq), head: pageMeta('/development', { faqs: developmentFaq }) });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, faq } = loaderData;
  const { hero, astroblaster, whatWeBuild, technologyStack, integrations, closingCta } = content;
  return (
    <>
      <Hero hero={hero} imageAspectRatio="560 / 460" background={<FallingCharacters className="absolute inset-0 size-full opacity-40" />} />
      <section aria-labelledby="astroblaster-title" className="container-page">
        <div className="card flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="astroblaster-title" className="font-display text-2xl font-semibold text-ink">
              {astroblaster.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-muted">{astroblaster.description}</p>
          </div>
          <CtaLink cta={astroblaster.link} variant="secondary" className="shrink-0" />
        </div>
      </section>
      <Section id={whatWeBuild.id} title={whatWeBuild.heading} intro={whatWeBuild.intro}>
        <BuildServiceCards cards={whatWeBuild.cards} />
      </Section>
      <Section id={technologyStack.id} title={technologyStack.heading} intro={technologyStack.intro}>
        <TechnologyStack categories={technologyStack.categories} />
      </Section>
      <FeatureGrid id={integrations.id} title={integrations.heading} intro={integrations.intro} cards={integrations.cards} columns={3} />
      <CallToAction id="start-your-project" title={closingCta.heading} description={closingCta.description} primaryCta={closingCta.cta} />
      <Faq items={faq} title="Development Questions" />
    </>
  );
}
