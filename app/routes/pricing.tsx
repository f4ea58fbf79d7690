import type { Route } from './+types/pricing';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/pricing');

export default function Page() {
  return <PageIntro path="/pricing" />;
}
