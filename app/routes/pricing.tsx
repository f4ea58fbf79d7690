import { Link } from 'react-router';
import type { Route } from './+types/pricing';
import { PageIntro } from '~/components/layout/PageIntro';
import { pricingContent } from '~/content/pricing';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/pricing');

export default function Page() {
  const { startingPrices, infinityPartner } = pricingContent;
  return (
    <>
      <PageIntro path="/pricing" />
      <section id={startingPrices.id} aria-labelledby="starting-prices-title" className="container-page pb-16">
        <h2 id="starting-prices-title" className="text-3xl font-bold text-ink">
          {startingPrices.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-muted">{startingPrices.intro}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {startingPrices.cards.map((card) => (
            <li key={card.offeringId} className="card flex flex-col p-6">
              <h3 className="text-xl font-semibold text-ink">{card.name}</h3>
              <p className="mt-2 font-display text-2xl font-bold text-plasma-300">{card.priceLabel}</p>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">{card.description}</p>
              <Link to={card.learnMore.href} className="btn-secondary mt-5 self-start text-sm">
                {card.learnMore.text}
                <span className="sr-only"> about {card.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section id={infinityPartner.id} aria-labelledby="infinity-title" className="container-page pb-16">
        <div className="card p-6 sm:p-10">
          <p className="eyebrow">{infinityPartner.badge}</p>
          <h2 id="infinity-title" className="mt-2 text-3xl font-bold text-ink">
            {infinityPartner.heading}
          </h2>
          <p className="mt-2 font-display text-2xl font-bold text-solar-300">{infinityPartner.priceLabel}</p>
          <p className="mt-3 max-w-2xl text-muted">{infinityPartner.description}</p>
          <p className="mt-2 text-sm text-ink">{infinityPartner.platformLicenseNote}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {infinityPartner.features.map((feature) => (
              <li key={feature.label} className="text-sm text-muted">
                <strong className="block font-semibold text-ink">{feature.label}</strong>
                {feature.hint}
              </li>
            ))}
          </ul>
          <Link to={infinityPartner.cta.href} className="btn-primary mt-8">
            {infinityPartner.cta.text}
          </Link>
        </div>
      </section>
    </>
  );
}
