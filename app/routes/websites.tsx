import type { Route } from './+types/websites';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/websites');

export default function Page() {
  return <PageIntro path="/websites" />;
}
