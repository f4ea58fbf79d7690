import type { Route } from './+types/development';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/development');

export default function Page() {
  return <PageIntro path="/development" />;
}
