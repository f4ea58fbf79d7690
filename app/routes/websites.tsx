import type { Route } from './+types/websites';
import { Faq } from '~/components/sections/Faq';
import { FeatureGrid } from '~/components/sections/FeatureGrid';
import { Hero } from '~/components/sections/Hero';
import { Section } from '~/components/sections/Section';
import { Stats } from '~/components/sections/Stats';
import { CtaLink } from '~/components/ui/CtaLink';
import { HintList } from '~/components/ui/Hint';
import { ComparisonTable } from '~/components/websites/ComparisonTable';
import { VoiceAgentTeaser } from '~/components/websites/VoiceAgentTeaser';
import { websitesFaq } from '~/content/page-faqs/websites';
import { websitesContent } from '~/content/websites';
import { faqWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ content: websitesContent, faq: faqWithSiteLinks(websitesFaq), head: pageMeta('/websites', { faqs: websitesFaq }) });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, faq } = loaderData;
  const { hero, voiceAgentTeaser, features, comparison, crmSync, facts } = content;
  return (
    <>
      <Hero hero={hero} imageAspectRatio="560 / 460" />
      <VoiceAgentTeaser content={voiceAgentTeaser} />
      <FeatureGrid id={features.id} title={features.heading} intro={features.intro} cards={features.cards} columns={4} />
      <Section id={comparison.id} title={comparison.heading} intro={comparison.intro}>
        <ComparisonTable caption={comparison.heading} columns={comparison.columns} rows={comparison.rows} />
      </Section>
      <Section id={crmSync.id} title={crmSync.heading} intro={crmSync.description}>
        <div className="card mx-auto max-w-3xl p-6 sm:p-8">
          <HintList features={crmSync.points} className="grid gap-3 text-ink sm:grid-cols-2 sm:space-y-0" />
          <CtaLink cta={crmSync.cta} variant="secondary" className="mt-8" />
        </div>
      </Section>
      <Stats id="timelines" title={facts.heading} stats={facts.stats} />
      <Faq items={faq} title="Website Questions" />
    </>
  );
}
