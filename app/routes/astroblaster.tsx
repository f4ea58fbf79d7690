import type { Route } from './+types/astroblaster';
import { PageHeader } from '~/components/sections/PageHeader';
import { astroblasterContent } from '~/content/astroblaster';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/astroblaster');

export default function Page() {
  const { eyebrow, heading, intro } = astroblasterContent;
  return <PageHeader eyebrow={eyebrow} title={heading} intro={intro} />;
}
