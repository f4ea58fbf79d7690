import type { Route } from './+types/time-travel';
import { Hero } from '~/components/sections/Hero';
import { timeTravelContent } from '~/content/eras';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/time-travel', { headline: timeTravelContent.hero.title });

export default function Page() {
  return <Hero hero={timeTravelContent.hero} imageAspectRatio="560 / 460" />;
}
