import type { Route } from './+types/astroblaster';
import { CallToAction } from '~/components/sections/CallToAction';
import { PageHeader } from '~/components/sections/PageHeader';
import { Section } from '~/components/sections/Section';
import { astroblasterContent } from '~/content/astroblaster';
import { ASTEROID_MESSAGES } from '~/content/game-messages';
import { deferred, withParts } from '~/lib/deferred';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

/** The game's code hydrates the prerendered menu (Start waits, disabled, until it has). */
const Astroblaster = deferred(() => import('~/features/astroblaster/Astroblaster').then((module) => module.Astroblaster));

export const loader = () => ({ content: astroblasterContent, messages: ASTEROID_MESSAGES, head: pageMeta('/astroblaster') });

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, Astroblaster);

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, messages } = loaderData;
  const { eyebrow, heading, intro, game, levelUp } = content;
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={heading} intro={intro} className="pb-6 sm:pb-8" />
      <section aria-label={game.label} className="container-page pb-8">
        <Astroblaster copy={game} messages={messages} />
      </section>
      <Section id="how-to-play" title={game.howToPlayHeading} className="py-12 sm:py-16" reveal={false}>
        <ul className="mx-auto max-w-3xl list-disc space-y-3 pl-6 text-muted marker:text-plasma-300">
          {game.howToPlay.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <CallToAction id="level-up" title={levelUp.heading} description={levelUp.description} primaryCta={levelUp.cta} />
    </>
  );
}
