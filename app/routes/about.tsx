import type { Route } from './+types/about';
import { ALaCarte } from '~/components/about/ALaCarte';
import { KeyFacts } from '~/components/about/KeyFacts';
import { CallToAction } from '~/components/sections/CallToAction';
import { FeatureGrid } from '~/components/sections/FeatureGrid';
import { PageHeader } from '~/components/sections/PageHeader';
import { aboutContent, aboutKeyFacts } from '~/content/about';
import { deferred, withParts } from '~/lib/deferred';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

// The drifting saucer is decoration and the method orbit is below the fold: their code comes after the page's own.
const HeaderUfo = deferred(() => import('~/components/about/HeaderUfo').then((module) => module.HeaderUfo));
const MethodOrbit = deferred(() => import('~/components/about/MethodOrbit').then((module) => module.MethodOrbit));

export const loader = () => ({ content: aboutContent, keyFacts: aboutKeyFacts, head: pageMeta('/about') });

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, HeaderUfo, MethodOrbit);

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { intro, capabilities, method, aLaCarte, whyDifferent, bottomLine } = loaderData.content;
  const { keyFacts } = loaderData;
  return (
    <>
      <PageHeader
        id={`${intro.id}-title`}
        eyebrow={intro.subtitle}
        title={intro.heading}
        intro={intro.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 first:mt-0">
            {paragraph}
          </p>
        ))}
        aside={<KeyFacts title={keyFacts.title} facts={keyFacts.facts} />}
      >
        <HeaderUfo />
      </PageHeader>
      <FeatureGrid id={capabilities.id} title={capabilities.heading} intro={capabilities.intro} cards={capabilities.cards} columns={3} />
      <MethodOrbit content={method} />
      <ALaCarte content={aLaCarte} />
      <FeatureGrid id={whyDifferent.id} title={whyDifferent.heading} cards={whyDifferent.cards} columns={2} />
      <CallToAction id={bottomLine.id} title={bottomLine.heading} description={bottomLine.description} primaryCta={bottomLine.cta} />
    </>
  );
}
