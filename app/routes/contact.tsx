import type { Route } from './+types/contact';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/contact');

export default function Page() {
  return <PageIntro path="/contact" />;
}
