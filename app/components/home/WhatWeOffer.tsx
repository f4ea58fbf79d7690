/**
 * "What We Offer" (#overview): one card per offering, then the highlighted All Solutions card and the
 * premium Infinity Partner banner. Each card is a real link (its title), stretched over the whole card.
 */
import { Section } from '~/components/sections/Section';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import { REVEAL_THRESHOLD_HOME } from '~/components/ui/Reveal';
import { SiteLink } from '~/components/ui/SiteLink';
import type { HomeContent, OfferCard } from '~/content/home';
import { Badge } from '~/components/ui/Badge';
import { CardGrid } from '~/components/ui/CardGrid';

function OfferCardView({ card }: { card: OfferCard }) {
  return (
    <div
      className={cx(
        'group relative flex h-full flex-col rounded-[1.25rem] p-5 transition-colors sm:p-6',
        card.highlighted
          ? 'border border-plasma-300/50 bg-[linear-gradient(160deg,color-mix(in_oklab,var(--color-nebula-600)_30%,var(--color-space-800)),var(--color-space-900))] shadow-[0_0_40px_-18px_var(--color-plasma-400)] hover:border-plasma-300'
          : 'card hover:border-plasma-300/50',
      )}
    >
      <div className="flex items-center gap-4">
        <span
          className={cx(
            'grid size-11 shrink-0 place-items-center rounded-2xl',
            card.highlighted ? 'bg-plasma-300 text-space-950' : 'bg-space-700 text-plasma-300',
          )}
        >
          <Icon name={card.icon} className="size-5" />
        </span>
        <h3 className="flex-1 font-display text-xl font-semibold text-ink">
          <SiteLink href={card.href} className="rounded after:absolute after:inset-0 after:rounded-[1.25rem] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-plasma-300">
            {card.title}
          </SiteLink>
        </h3>
      </div>
      {card.badge && (
        <Badge className="pointer-events-none absolute top-3 right-3 bg-space-900">{card.badge}</Badge>
      )}
      <p className="mt-4 flex-1 leading-relaxed text-muted">{card.description}</p>
      <div className="mt-5 flex items-center justify-between gap-3">
        {card.priceLabel ? <p className="text-sm font-semibold text-plasma-300">{card.priceLabel}</p> : <span />}
        <Icon name="arrow-right" strokeWidth={2} className="size-5 text-muted transition-transform group-hover:translate-x-1 group-hover:text-plasma-300" />
      </div>
    </div>
  );
}

/** The premium plan as a wide banner: the infinity mark, the pitch, the price. */
function InfinityBanner({ card }: { card: OfferCard }) {
  return (
    <div className="group relative isolate grid items-center gap-6 overflow-hidden rounded-3xl border border-solar-300/50 bg-space-800 p-6 sm:p-8 md:grid-cols-[auto_1fr_auto]">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_left,color-mix(in_oklab,var(--color-solar-400)_16%,transparent),transparent_60%),radial-gradient(ellipse_at_right,color-mix(in_oklab,var(--color-nebula-600)_35%,transparent),transparent_65%)]"
      />
      <svg aria-hidden="true" viewBox="0 0 120 60" width="120" height="60" className="h-auto w-24 sm:w-28">
        <defs>
          <linearGradient id="offer-infinity" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#fcd34d" />
            <stop offset="0.5" stopColor="#67e8f9" />
            <stop offset="1" stopColor="#c4b5fd" />
          </linearGradient>
        </defs>
        <path
          d="M60 30 C48 12 20 10 16 30 C20 50 48 48 60 30 C72 12 100 10 104 30 C100 50 72 48 60 30 Z"
          fill="none"
          stroke="url(#offer-infinity)"
          strokeWidth="6"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="font-display text-2xl font-bold text-ink">
            <SiteLink href={card.href} className="rounded after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-solar-300">
              {card.title}
            </SiteLink>
          </h3>
          {card.badge && <Badge>{card.badge}</Badge>}
        </div>
        <p className="mt-2 max-w-2xl leading-relaxed text-muted">{card.description}</p>
      </div>
      <div className="flex items-center gap-4 md:flex-col md:items-end">
        {card.priceLabel && <p className="font-display text-lg font-semibold text-solar-300">{card.priceLabel}</p>}
        <Icon name="arrow-right" strokeWidth={2} className="size-6 text-solar-300 transition-transform group-hover:translate-x-1" />
      </div>
    </div>
  );
}

export function WhatWeOffer({ content: whatWeOffer }: { content: HomeContent['whatWeOffer'] }) {
  const [allSolutions, infinityPartner] = whatWeOffer.highlightedCards;
  return (
    <Section id={whatWeOffer.id} title={whatWeOffer.heading} intro={whatWeOffer.intro} reveal={REVEAL_THRESHOLD_HOME}>
      <CardGrid columns={4} wide={['infinity-partner']}>
        {whatWeOffer.cards.map((card) => (
          <OfferCardView key={card.title} card={card} />
        ))}
        {allSolutions && <OfferCardView key="all-solutions" card={allSolutions} />}
        {infinityPartner && <InfinityBanner key="infinity-partner" card={infinityPartner} />}
      </CardGrid>
    </Section>
  );
}
