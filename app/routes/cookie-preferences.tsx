import type { Route } from './+types/cookie-preferences';
import { LinkedText } from '~/components/ui/LinkedText';
import { cookiePreferences } from '~/content/legal/cookie-preferences';
import { ConsentControls } from '~/features/consent/ConsentControls';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/cookie-preferences');

export default function Page() {
  const { title, intro, sections } = cookiePreferences;
  return (
    <article aria-labelledby="page-title" className="container-page max-w-3xl py-16 text-base leading-relaxed sm:py-20">
      <h1 id="page-title" className="text-4xl font-bold text-ink sm:text-5xl">
        {title}
      </h1>
      {intro.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-muted">
          {paragraph}
        </p>
      ))}
      <ConsentControls />
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`${slug(section.title)}-title`} className="mt-12">
          <h2 id={`${slug(section.title)}-title`} className="text-2xl font-semibold text-ink">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-muted">
              <LinkedText text={paragraph} />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
