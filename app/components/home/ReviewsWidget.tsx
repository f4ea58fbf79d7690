/**
 * The third-party reviews widget, through the embed loader: its script loads once, only when the widget
 * nears the viewport, and only when configured. Otherwise (or if it fails) visitors see the rating and
 * a way to get started.
 */
import { ScriptEmbed } from '~/components/embeds/Embeds';
import { CtaLink } from '~/components/ui/CtaLink';
import type { Cta } from '~/content/types';
import { siteConfig } from '~/site.config';
import { Icon } from '~/components/ui/Icon';

export interface ReviewsRating {
  /** "4.9/5" */
  display: string;
  count: number;
}

interface ReviewsFallbackProps {
  rating: ReviewsRating;
  cta: Cta;
}

function ReviewsFallback({ rating, cta }: ReviewsFallbackProps) {
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:justify-between sm:text-left">
      <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-ink">
        <span className="flex gap-0.5 text-solar-300" aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Icon name="star" strokeWidth={2} key={index} className="size-4 fill-current" />
          ))}
        </span>
        <span>
          <strong className="font-display text-lg">{rating.display}</strong> from {rating.count} client reviews
        </span>
      </p>
      <CtaLink cta={cta} variant="secondary" className="text-sm" />
    </div>
  );
}

export interface ReviewsWidgetProps {
  rating: ReviewsRating;
  /** Shown beside the rating when the widget is not loaded. */
  fallbackCta: Cta;
}

export function ReviewsWidget({ rating, fallbackCta }: ReviewsWidgetProps) {
  const { reviewsScriptUrl, reviewsAppIdHome, widgetClassPrefix } = siteConfig.thirdParty;
  return (
    <ScriptEmbed
      src={reviewsScriptUrl}
      appId={reviewsAppIdHome}
      category="reviews"
      mount={(appId) => <div className={`${widgetClassPrefix}${appId}`} data-elfsight-app-lazy="" />}
      fallback={<ReviewsFallback rating={rating} cta={fallbackCta} />}
      className="mx-auto mt-10 max-w-3xl"
    />
  );
}
