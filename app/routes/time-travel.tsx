import type { Route } from './+types/time-travel';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/time-travel');

export default function Page() {
  return <PageIntro path="/time-travel" />;
}
