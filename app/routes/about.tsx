import type { Route } from './+types/about';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/about');

export default function Page() {
  return <PageIntro path="/about" />;
}
