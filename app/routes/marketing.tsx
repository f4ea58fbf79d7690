import type { Route } from './+types/marketing';
import { MusicWidget } from '~/components/embeds/MusicWidget';
import { BrandGroups } from '~/components/marketing/BrandGroups';
import { ServiceList } from '~/components/marketing/ServiceList';
import { Faq } from '~/components/sections/Faq';
import { FeatureGrid } from '~/components/sections/FeatureGrid';
import { Hero } from '~/components/sections/Hero';
import { Section } from '~/components/sections/Section';
import { CtaLink } from '~/components/ui/CtaLink';
import { marketingFaq } from '~/content/page-faqs/marketing';
import { marketingContent, musicWidgetFallback, musicWidgetGroupId } from '~/content/marketing';
import { faqWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({
  content: marketingContent,
  musicWidget: { groupId: musicWidgetGroupId, fallback: musicWidgetFallback },
  faq: faqWithSiteLinks(marketingFaq),
  head: pageMeta('/marketing', { faqs: marketingFaq }),
});

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, musicWidget, faq } = loaderData;
  const { hero, brand, servicesHeading, servicesIntro, serviceItems, getStartedCta, benefitsHeading, benefitsIntro, benefitCards } = content;
  return (
    <>
      <Hero hero={hero} imageAspectRatio="560 / 460" />
      <Section id={brand.id} title={brand.heading} intro={brand.intro}>
        <BrandGroups
          groups={brand.groups}
          ctaHref={getStartedCta.href}
          extras={{ [musicWidget.groupId]: <MusicWidget fallbackMessage={musicWidget.fallback} className="mt-8" /> }}
        />
      </Section>
      <Section id="included" title={servicesHeading} intro={servicesIntro}>
        <ServiceList items={serviceItems} label={servicesHeading} />
        <div className="mt-10 text-center">
          <CtaLink cta={getStartedCta} />
        </div>
      </Section>
      <FeatureGrid id="results" title={benefitsHeading} intro={benefitsIntro} cards={benefitCards} linkText="Get Started" />
      <Faq items={faq} title="Marketing Questions" />
    </>
  );
}
