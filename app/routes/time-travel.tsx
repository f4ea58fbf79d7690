import { useState } from 'react';
import type { Route } from './+types/time-travel';
import { CallToAction } from '~/components/sections/CallToAction';
import { Faq } from '~/components/sections/Faq';
import { FeatureGrid } from '~/components/sections/FeatureGrid';
import { Hero } from '~/components/sections/Hero';
import { Section } from '~/components/sections/Section';
import { eras, timeTravelContent } from '~/content/eras';
import { timeTravelFaq } from '~/content/page-faqs/time-travel';
import { IntroOverlay } from '~/features/time-travel/IntroOverlay';
import { deferred, withParts } from '~/lib/deferred';
import { faqWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

/** Below the hero: its code hydrates after the page's own. */
const EraNavigator = deferred(() => import('~/features/time-travel/EraNavigator').then((module) => module.EraNavigator));

export const loader = () => ({
  content: timeTravelContent,
  eras,
  // Built here, not in the page: loader data keeps its reference across renders, and a new array would restart the intro.
  eraImages: eras.map((era) => era.image),
  // Loader data too, so the deferred timeline gets props that keep their identity.
  eraLabels: {
    previous: timeTravelContent.timeline.previousLabel,
    next: timeTravelContent.timeline.nextLabel,
    progress: timeTravelContent.timeline.progressLabel,
    jump: timeTravelContent.timeline.jumpLabel,
  },
  faq: faqWithSiteLinks(timeTravelFaq),
  head: pageMeta('/time-travel', { headline: timeTravelContent.hero.title, faqs: timeTravelFaq }),
});

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, EraNavigator);

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, eraImages, faq } = loaderData;
  const { intro, hero, timeline, automate, giveTime } = content;
  // The headline types once the intro overlay has gone, where the visitor can see it.
  const [revealed, setRevealed] = useState(false);
  return (
    <>
      <IntroOverlay label={intro.label} skipLabel={intro.skipLabel} preload={eraImages} onReveal={() => setRevealed(true)} />
      <Hero hero={hero} imageAspectRatio="560 / 460" typingWaits={!revealed} />
      <Section id={timeline.id} title={timeline.heading} intro={timeline.intro}>
        <EraNavigator eras={loaderData.eras} labels={loaderData.eraLabels} />
      </Section>
      <FeatureGrid id={automate.id} title={automate.heading} intro={automate.intro} cards={automate.items} columns={3} />
      <Faq items={faq} title="Time Travel Questions" />
      <CallToAction id={giveTime.id} title={giveTime.heading} description={giveTime.description} primaryCta={giveTime.cta} />
    </>
  );
}
