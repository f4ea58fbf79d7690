/**
 * The home hero: the typed-out headline (the page's one <h1>), Get Started to /contact, Learn More to
 * #overview, and the orbit drawing (its orb starts sending signal rings as the headline finishes). Laid
 * out like the kit Hero, with the kit Typewriter at the home page's typing speed.
 */
import { CtaLink } from '~/components/ui/CtaLink';
import { HOME_TYPING } from '~/components/ui/typewriter-timing';
import type { HomeContent } from '~/content/home';
import { Typewriter } from '~/components/ui/Typewriter';

export const HOME_HERO_ID = 'hero';


export function HomeHero({ content: hero }: { content: HomeContent['hero'] }) {
  const headingId = `${HOME_HERO_ID}-title`;
  return (
    <section id={HOME_HERO_ID} aria-labelledby={headingId} className="relative isolate overflow-hidden pt-14 pb-16 sm:pt-24 sm:pb-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-nebula-600)_30%,transparent),transparent)]"
      />
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="eyebrow">{hero.subtitle}</p>
          <Typewriter
            id={headingId}
            text={hero.title}
            timing={HOME_TYPING}
            className="mt-4 font-display text-4xl leading-[1.08] font-bold tracking-tight text-ink sm:text-5xl lg:text-6xl"
          />
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <CtaLink cta={hero.primaryCta} variant="primary" />
            {hero.secondaryCta && <CtaLink cta={hero.secondaryCta} variant="secondary" />}
          </div>
          <p className="mt-8 text-sm font-medium text-nebula-300">{hero.tagline}</p>
        </div>
        {/* A small SVG file with its size set, so nothing shifts. Phones skip it (and never fetch it):
            there the headline and the calls to action fill the screen. */}
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={520}
          height={460}
          loading="lazy"
          decoding="async"
          className="mx-auto hidden h-auto w-full max-w-md sm:block lg:max-w-[35rem]"
        />
      </div>
    </section>
  );
}
