import type { Route } from './+types/phone';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/phone');

export default function Page() {
  return <PageIntro path="/phone" />;
}
