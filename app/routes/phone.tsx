import type { Route } from './+types/phone';
import { CallFlow } from '~/components/phone/CallFlow';
import { CallToAction } from '~/components/sections/CallToAction';
import { Faq } from '~/components/sections/Faq';
import { FeatureGrid } from '~/components/sections/FeatureGrid';
import { Hero } from '~/components/sections/Hero';
import { HighlightStat, Stats } from '~/components/sections/Stats';
import { phoneFaq } from '~/content/page-faqs/phone';
import { phoneContent } from '~/content/phone';
import { faqWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ content: phoneContent, faq: faqWithSiteLinks(phoneFaq), head: pageMeta('/phone', { faqs: phoneFaq }) });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, faq } = loaderData;
  const { hero, features, reliability, aiCallFlow, ratesLink, quoteCta } = content;
  return (
    <>
      <Hero hero={hero} imageAspectRatio="560 / 460" />
      <FeatureGrid id={features.id} title={features.heading} cards={features.cards} columns={3} />
      <Stats id="reliability" title={reliability.heading} intro={reliability.text} stats={reliability.facts}>
        <HighlightStat stat={aiCallFlow.result} className="mt-8" />
      </Stats>
      <CallFlow content={aiCallFlow} ratesLink={ratesLink} />
      <CallToAction id="quote" title={quoteCta.heading} description={quoteCta.text} primaryCta={quoteCta.primaryCta} />
      <Faq items={faq} title="Phone System Questions" />
    </>
  );
}
