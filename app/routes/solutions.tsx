import type { Route } from './+types/solutions';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/solutions');

export default function Page() {
  return <PageIntro path="/solutions" />;
}
