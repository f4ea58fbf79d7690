import type { Route } from './+types/anti-ai';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/anti-ai');

export default function Page() {
  return <PageIntro path="/anti-ai" />;
}
