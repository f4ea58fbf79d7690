import type { Route } from './+types/contact';
import { PageHeader } from '~/components/sections/PageHeader';
import { contactContent } from '~/content/contact';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/contact');

export default function Page() {
  return <PageHeader eyebrow="Contact" title={contactContent.heading} intro={contactContent.intro} />;
}
