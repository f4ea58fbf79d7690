import type { Route } from './+types/industries';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/industries');

export default function Page() {
  return <PageIntro path="/industries" />;
}
