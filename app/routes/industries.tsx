import type { Route } from './+types/industries';
import { Hero } from '~/components/sections/Hero';
import { industriesContent } from '~/content/industries';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/industries');

export default function Page() {
  // The hero's in-page action waits for the industry grid it points at.
  return <Hero hero={{ ...industriesContent.hero, secondaryCta: undefined }} imageAspectRatio="560 / 460" />;
}
