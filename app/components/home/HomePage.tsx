/**
 * The home page, every section of SPEC §2 "Home" in order, with its decorations and the voice bubble.
 * The prerendered HTML shows the whole page at once; hydration makes its cards, tooltips and accordions
 * live, the hero first and the sections below it once their code has arrived.
 */
import type { HomeContent } from '~/content/home';
import { VoiceOrb } from '~/features/voice/DeferredVoiceOrb';
import { VOICE_AUTO_OPEN_DELAY_MS } from '~/features/voice/voice-timing';
import { deferred } from '~/lib/deferred';
import { HomeHero } from './HomeHero';
import type { ReviewsRating } from './ReviewsWidget';

// What needs no script at first paint hydrates once its own code has arrived (decorations, and the sections below the hero).
export const HomeDecorations = deferred(() => import('./HomeDecorations').then((module) => module.HomeDecorations));
export const BelowTheHero = deferred(() => import('./BelowTheHero').then((module) => module.BelowTheHero));

export interface HomePageProps {
  content: HomeContent;
  reviewsRating: ReviewsRating;
}

export default function HomePage({ content, reviewsRating }: HomePageProps) {
  const { voiceBubble } = content;
  return (
    // Clips the drifting decorations sideways without making a scroll container.
    <div className="relative overflow-x-clip">
      <HomeDecorations />
      <HomeHero content={content.hero} />
      <BelowTheHero content={content} reviewsRating={reviewsRating} />
      {/* A fixed-size, click-through box: the panel opening by itself inside it moves nothing (no layout shift). */}
      <VoiceOrb
        label={voiceBubble.label}
        autoOpenDelayMs={VOICE_AUTO_OPEN_DELAY_MS}
        className="pointer-events-none h-[17rem] w-[min(19rem,calc(100vw-2rem))] justify-end *:pointer-events-auto"
      />
    </div>
  );
}
