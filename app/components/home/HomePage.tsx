/**
 * The home page, every section of SPEC §2 "Home" in order, with its decorations and the voice bubble.
 * The prerendered HTML shows the whole page at once; hydration makes its cards, tooltips and accordions live.
 */
import { useEffect, useState } from 'react';
import { ShootingStars } from '~/components/decor/ShootingStars';
import { CallToAction } from '~/components/sections/CallToAction';
import { Steps } from '~/components/sections/Steps';
import { Testimonials } from '~/components/sections/Testimonials';
import { REVEAL_THRESHOLD_HOME } from '~/components/ui/Reveal';
import { ScrollProgress } from '~/components/ui/ScrollProgress';
import type { HomeContent } from '~/content/home';
import { VoiceOrb } from '~/features/voice/VoiceOrb';
import { VOICE_AUTO_OPEN_DELAY_MS } from '~/features/voice/voice-state';
import { CompleteSolutions } from './CompleteSolutions';
import { HarnessTheForce } from './HarnessTheForce';
import { HomeHero } from './HomeHero';
import { ProofThatMovesTheNeedle } from './ProofThatMovesTheNeedle';
import { RealityCheck } from './RealityCheck';
import { type ReviewsRating, ReviewsWidget } from './ReviewsWidget';
import { StraightUp } from './StraightUp';
import { VisitorFlow } from './VisitorFlow';
import { WhatWeOffer } from './WhatWeOffer';

export interface HomePageProps {
  content: HomeContent;
  reviewsRating: ReviewsRating;
}

export default function HomePage({ content, reviewsRating }: HomePageProps) {
  const { onboarding, testimonials, ratingBadge, finalCta, voiceBubble } = content;
  // "static" as prerendered, "interactive" once hydrated (tests and tools wait for it).
  const [state, setState] = useState<'static' | 'interactive'>('static');
  useEffect(() => setState('interactive'), []);
  return (
    // Clips the drifting decorations sideways without making a scroll container.
    <div className="relative overflow-x-clip" data-home={state}>
      <ScrollProgress />
      <ShootingStars className="fixed inset-0 -z-10" />
      <HomeHero content={content.hero} />
      <WhatWeOffer content={content.whatWeOffer} />
      <RealityCheck content={content.realityCheck} painStats={content.painStats} resultStats={content.resultStats} />
      <VisitorFlow content={content.visitorFlow} />
      <Steps id="onboarding" title={onboarding.heading} steps={onboarding.steps} reveal={REVEAL_THRESHOLD_HOME} />
      <StraightUp content={content.straightUp} aiImageLink={content.aiImageLink} />
      <HarnessTheForce content={content.harness} />
      <ProofThatMovesTheNeedle content={content.outcomes} />
      <CompleteSolutions content={content.solutions} />
      <Testimonials id="testimonials" title={testimonials.heading} testimonials={testimonials.items} ratingBadge={ratingBadge} reveal={REVEAL_THRESHOLD_HOME}>
        <ReviewsWidget rating={reviewsRating} fallbackCta={content.harness.defaultCta} />
      </Testimonials>
      <CallToAction
        id="get-started"
        title={finalCta.heading}
        description={finalCta.text}
        primaryCta={finalCta.primaryCta}
        secondaryCta={finalCta.secondaryCta}
        reveal={REVEAL_THRESHOLD_HOME}
      />
      {/* A fixed-size, click-through box: the panel opening by itself inside it moves nothing (no layout shift). */}
      <VoiceOrb
        label={voiceBubble.label}
        autoOpenDelayMs={VOICE_AUTO_OPEN_DELAY_MS}
        className="pointer-events-none h-[17rem] w-[min(19rem,calc(100vw-2rem))] justify-end *:pointer-events-auto"
      />
    </div>
  );
}
