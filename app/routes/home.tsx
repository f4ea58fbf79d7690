import type { Route } from './+types/home';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/');

export default function Page() {
  return <PageIntro path="/" />;
}
