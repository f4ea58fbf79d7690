/**
 * <Hero hero={content.hero} timing={HOME_TYPING} onTyped={…} />: the page's first section and its single
 * <h1> (typed out), with subtitle, description, calls to action, tagline and image (or `aside`).
 */
import type { ReactNode } from 'react';
import type { Hero as HeroContent } from '~/content/types';
import { CtaLink } from '~/components/ui/CtaLink';
import { cx } from '~/components/ui/cx';
import { HERO_TYPING, Typewriter, type TypingTiming } from '~/components/ui/Typewriter';

export interface HeroProps {
  hero: HeroContent;
  /** Typing timing of the headline (HOME_TYPING on the home page). */
  timing?: TypingTiming;
  /** Fired when the headline is typed and glowing (at once under reduced motion). */
  onTyped?: () => void;
  /** Hold the headline's typing until this turns false (it stays fully written meanwhile). */
  typingWaits?: boolean;
  /** Class of the headline once it glows. */
  glowClassName?: string;
  /** Section id; the headline gets `${id}-title`. */
  id?: string;
  /** Replaces the image (e.g. the voice orb). */
  aside?: ReactNode;
  /** Shown under the calls to action. */
  children?: ReactNode;
  /** Decoration painted behind the whole hero (e.g. a canvas); it should be aria-hidden. */
  background?: ReactNode;
  /** CSS aspect ratio of the image box, which reserves the image's space before it loads. */
  imageAspectRatio?: string;
  className?: string;
}

export function Hero({
  hero,
  timing = HERO_TYPING,
  onTyped,
  typingWaits,
  glowClassName,
  id = 'hero',
  aside,
  children,
  background,
  imageAspectRatio = '1 / 1',
  className,
}: HeroProps) {
  const headingId = `${id}-title`;
  const { image } = hero;
  const [ratioWidth = 1, ratioHeight = 1] = imageAspectRatio.split('/').map((part) => Number(part.trim()) || 1);
  return (
    <section id={id} aria-labelledby={headingId} className={cx('relative isolate overflow-hidden pt-16 pb-20 sm:pt-24 sm:pb-28', className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-nebula-600)_30%,transparent),transparent)]"
      />
      {background && <div className="pointer-events-none absolute inset-0 -z-10">{background}</div>}
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="eyebrow">{hero.subtitle}</p>
          <Typewriter
            as="h1"
            id={headingId}
            text={hero.title}
            timing={timing}
            onComplete={onTyped}
            waiting={typingWaits}
            glowClassName={glowClassName}
            className="mt-4 font-display text-4xl leading-[1.08] font-bold tracking-tight text-ink sm:text-5xl lg:text-6xl"
          />
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <CtaLink cta={hero.primaryCta} variant="primary" />
            {hero.secondaryCta && <CtaLink cta={hero.secondaryCta} variant="secondary" />}
          </div>
          {children}
          <p className="mt-8 text-sm font-medium text-nebula-300">{hero.tagline}</p>
        </div>
        <div className="mx-auto w-full" style={{ maxWidth: image.maxWidth }}>
          {aside ?? (
            <div className="relative w-full" style={{ aspectRatio: imageAspectRatio }}>
              <img
                src={image.src}
                alt={image.alt}
                width={image.maxWidth}
                height={Math.round((image.maxWidth * ratioHeight) / ratioWidth)}
                fetchPriority="high"
                decoding="async"
                className="absolute inset-0 size-full object-contain"
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
