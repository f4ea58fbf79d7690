import type { Route } from './+types/astroblaster';
import { PageIntro } from '~/components/layout/PageIntro';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/astroblaster');

export default function Page() {
  return <PageIntro path="/astroblaster" />;
}
