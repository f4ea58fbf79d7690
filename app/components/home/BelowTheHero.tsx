/**
 * Every home section after the hero, in SPEC §2 order. Its code hydrates after the hero's (HomePage
 * defers it); the prerendered HTML shows it from the start.
 */
import { CallToAction } from '~/components/sections/CallToAction';
import { Steps } from '~/components/sections/Steps';
import { Testimonials } from '~/components/sections/Testimonials';
import { REVEAL_THRESHOLD_HOME } from '~/components/ui/Reveal';
import type { HomeContent } from '~/content/home';
import { CompleteSolutions } from './CompleteSolutions';
import { HarnessTheForce } from './HarnessTheForce';
import { ProofThatMovesTheNeedle } from './ProofThatMovesTheNeedle';
import { RealityCheck } from './RealityCheck';
import { type ReviewsRating, ReviewsWidget } from './ReviewsWidget';
import { StraightUp } from './StraightUp';
import { VisitorFlow } from './VisitorFlow';
import { WhatWeOffer } from './WhatWeOffer';

export interface BelowTheHeroProps {
  content: HomeContent;
  reviewsRating: ReviewsRating;
}

export function BelowTheHero({ content, reviewsRating }: BelowTheHeroProps) {
  const { onboarding, testimonials, ratingBadge, finalCta } = content;
  return (
    <>
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
    </>
  );
}
