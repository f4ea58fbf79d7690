import type { Route } from './+types/pricing';
import { ScriptEmbed } from '~/components/embeds/Embeds';
import { MusicWidget } from '~/components/embeds/MusicWidget';
import { Faq } from '~/components/sections/Faq';
import { CallToAction } from '~/components/sections/CallToAction';
import { FeatureGrid } from '~/components/sections/FeatureGrid';
import { Hero } from '~/components/sections/Hero';
import { Section } from '~/components/sections/Section';
import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/button';
import { CardGrid } from '~/components/ui/CardGrid';
import { CtaLink } from '~/components/ui/CtaLink';
import { HintList } from '~/components/ui/Hint';
import { Icon } from '~/components/ui/Icon';
import { SiteLink } from '~/components/ui/SiteLink';
import { pricingFaq } from '~/content/page-faqs/pricing';
import { PHONE_BILLING_TERMS } from '~/content/phone-rates';
import { pricingContent } from '~/content/pricing';
import { deferred, withParts } from '~/lib/deferred';
import { faqWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

// The usage estimate (a dialog, closed at first) and the bundle examples. The hero's music player is
// imported as /marketing imports it: its embed code (ScriptEmbed) is already a deferred part.
const UsageEstimateTool = deferred(() => import('~/components/pricing/UsageEstimateTool').then((module) => module.UsageEstimateTool));
const PlanBundles = deferred(() => import('~/components/pricing/PlanBundles').then((module) => module.PlanBundles));

export const loader = () => ({
  content: pricingContent,
  faq: faqWithSiteLinks(pricingFaq),
  billingTerms: PHONE_BILLING_TERMS.lines,
  head: pageMeta('/pricing', { faqs: pricingFaq }),
});

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, ScriptEmbed, UsageEstimateTool, PlanBundles);

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, faq, billingTerms } = loaderData;
  const { hero, heroMusic, startingPrices, usageNote, phoneUsage, infinityPartner, whyCustomPlans, bundles, readyCta } = content;
  return (
    <>
      <Hero hero={hero} imageAspectRatio="560 / 460">
        <MusicWidget
          fallbackMessage={heroMusic.fallback}
          fallback={
            <p className="max-w-md text-sm text-muted">
              {heroMusic.fallback} <CtaLink cta={heroMusic.cta} variant="link" className="font-semibold text-plasma-300 underline underline-offset-4" />
            </p>
          }
          className="mt-6"
        />
      </Hero>
      <Section id={startingPrices.id} title={startingPrices.heading} intro={startingPrices.intro}>
        <CardGrid columns={3}>
          {startingPrices.cards.map((card) => (
            <div key={card.offeringId} className="card flex flex-col p-6">
              <span className="grid size-12 place-items-center rounded-2xl bg-space-700 text-plasma-300">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-5 font-display text-xl font-semibold text-ink">{card.name}</h3>
              <p className="mt-2 font-display text-2xl font-bold text-plasma-300">{card.priceLabel}</p>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">{card.description}</p>
              <SiteLink href={card.learnMore.href} className={buttonClass('secondary', 'sm', 'mt-5 self-start')}>
                {card.learnMore.text}
                <span className="sr-only"> about {card.name}</span>
              </SiteLink>
            </div>
          ))}
        </CardGrid>
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <p className="max-w-2xl text-muted">{usageNote}</p>
          <UsageEstimateTool copy={phoneUsage} billingTerms={billingTerms} />
        </div>
      </Section>
      <Section id={infinityPartner.id} title={infinityPartner.heading} eyebrow={<Badge>{infinityPartner.badge}</Badge>} intro={infinityPartner.description}>
        <div className="card mx-auto max-w-4xl p-6 text-center sm:p-10">
          <p className="font-display text-4xl font-bold text-solar-300">{infinityPartner.priceLabel}</p>
          <p className="mt-2 text-ink">{infinityPartner.platformLicenseNote}</p>
          <HintList features={infinityPartner.features} className="mx-auto mt-8 grid max-w-2xl gap-3 text-left text-ink sm:grid-cols-2 sm:space-y-0" />
          <CtaLink cta={infinityPartner.cta} className="mt-8" />
        </div>
      </Section>
      <FeatureGrid id={whyCustomPlans.id} title={whyCustomPlans.heading} intro={whyCustomPlans.intro} cards={whyCustomPlans.tiles} columns={3} />
      <Section id={bundles.id} title={bundles.heading} intro={bundles.intro}>
        <PlanBundles bundles={bundles.items} exampleLabel={bundles.exampleLabel} notes={bundles.notes} />
      </Section>
      <CallToAction title={readyCta.heading} description={readyCta.description} primaryCta={readyCta.cta} />
      <Faq items={faq} title="Pricing Questions" />
    </>
  );
}
