import type { Route } from './+types/marketing';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/marketing');

export default function Page() {
  return <PageIntro path="/marketing" />;
}
