import type { Route } from './+types/time-travel';
import { Hero } from '~/components/sections/Hero';
import { timeTravelContent } from '~/content/eras';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/time-travel', { headline: timeTravelContent.hero.title });

export default function Page() {
  // "Start the Journey" waits for the timeline it points at; until then the guide link leads.
  const { hero } = timeTravelContent;
  return <Hero hero={{ ...hero, primaryCta: hero.secondaryCta ?? hero.primaryCta, secondaryCta: undefined }} imageAspectRatio="560 / 460" />;
}
