import type { Route } from './+types/industries';
import { Hero } from '~/components/sections/Hero';
import { industriesContent } from '~/content/industries';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/industries');

export default function Page() {
  return <Hero hero={industriesContent.hero} imageAspectRatio="560 / 460" />;
}
