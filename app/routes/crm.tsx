import type { Route } from './+types/crm';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/crm');

export default function Page() {
  return <PageIntro path="/crm" />;
}
