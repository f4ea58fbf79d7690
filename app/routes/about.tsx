import type { Route } from './+types/about';
import { PageHeader } from '~/components/sections/PageHeader';
import { aboutContent } from '~/content/about';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/about');

export default function Page() {
  const { intro } = aboutContent;
  return (
    <PageHeader
      id={`${intro.id}-title`}
      eyebrow={intro.subtitle}
      title={intro.heading}
      intro={intro.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 first:mt-0">
          {paragraph}
        </p>
      ))}
    />
  );
}
