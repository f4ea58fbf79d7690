import type { Route } from './+types/ai';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/ai');

export default function Page() {
  return <PageIntro path="/ai" />;
}
