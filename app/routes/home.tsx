import type { Route } from './+types/home';
import '~/components/home/home.css';
import { ShootingStars } from '~/components/decor/ShootingStars';
import { CompleteSolutions } from '~/components/home/CompleteSolutions';
import { HarnessTheForce } from '~/components/home/HarnessTheForce';
import { HomeHero } from '~/components/home/HomeHero';
import { ProofThatMovesTheNeedle } from '~/components/home/ProofThatMovesTheNeedle';
import { RealityCheck } from '~/components/home/RealityCheck';
import { ReviewsWidget } from '~/components/home/ReviewsWidget';
import { StraightUp } from '~/components/home/StraightUp';
import { VisitorFlow } from '~/components/home/VisitorFlow';
import { WhatWeOffer } from '~/components/home/WhatWeOffer';
import { CallToAction } from '~/components/sections/CallToAction';
import { Steps } from '~/components/sections/Steps';
import { Testimonials } from '~/components/sections/Testimonials';
import { REVEAL_THRESHOLD_HOME } from '~/components/ui/Reveal';
import { ScrollProgress } from '~/components/ui/ScrollProgress';
import { homeContent } from '~/content/home';
import { VoiceOrb } from '~/features/voice/VoiceOrb';
import { VOICE_AUTO_OPEN_DELAY_MS } from '~/features/voice/voice-state';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/');

export default function Page() {
  const { onboarding, testimonials, ratingBadge, finalCta } = homeContent;
  return (
    // Clips the drifting decorations sideways without making a scroll container.
    <div className="relative overflow-x-clip">
      <ScrollProgress />
      <ShootingStars className="fixed inset-0 -z-10" />
      <HomeHero />
      <WhatWeOffer />
      <RealityCheck />
      <VisitorFlow />
      <Steps id="onboarding" title={onboarding.heading} steps={onboarding.steps} reveal={REVEAL_THRESHOLD_HOME} />
      <StraightUp />
      <HarnessTheForce />
      <ProofThatMovesTheNeedle />
      <CompleteSolutions />
      <Testimonials
        id="testimonials"
        title={testimonials.heading}
        testimonials={testimonials.items}
        ratingBadge={ratingBadge}
        reveal={REVEAL_THRESHOLD_HOME}
      >
        <ReviewsWidget />
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
        label={homeContent.voiceBubble.label}
        autoOpenDelayMs={VOICE_AUTO_OPEN_DELAY_MS}
        className="pointer-events-none h-[17rem] w-[min(18rem,calc(100vw-2rem))] justify-end *:pointer-events-auto"
      />
    </div>
  );
}
