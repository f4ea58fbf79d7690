import type { Route } from './+types/crm';
import { ContactFallback } from '~/components/embeds/ContactFallback';
import { IframeEmbed } from '~/components/embeds/Embeds';
import { CallToAction } from '~/components/sections/CallToAction';
import { Faq } from '~/components/sections/Faq';
import { Hero } from '~/components/sections/Hero';
import { Section } from '~/components/sections/Section';
import { Steps } from '~/components/sections/Steps';
import { crmContent } from '~/content/crm';
import { crmFaq } from '~/content/page-faqs/crm';
import { deferred, withParts } from '~/lib/deferred';
import { isConfigured } from '~/lib/embeds';
import { faqWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';
import { siteConfig } from '~/site.config';

// Below the CRM's embed and further down: their code comes after the page's own.
const FeatureColumns = deferred(() => import('~/components/crm/FeatureColumns').then((module) => module.FeatureColumns));
const StoreBadges = deferred(() => import('~/components/crm/StoreBadges').then((module) => module.StoreBadges));

export const loader = () => {
  const { crmWidgetUrl, howItWorksWidgetUrl } = siteConfig.thirdParty;
  return {
    content: crmContent,
    crmName: siteConfig.crmName,
    crmWidgetUrl,
    howItWorksWidgetUrl: isConfigured(howItWorksWidgetUrl) ? howItWorksWidgetUrl : null,
    faq: faqWithSiteLinks(crmFaq),
    head: pageMeta('/crm', { faqs: crmFaq }),
  };
};

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, FeatureColumns, StoreBadges);

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, crmName, crmWidgetUrl, howItWorksWidgetUrl, faq } = loaderData;
  const { hero, atomCrm, howItWorks, mobileApp, finalCta } = content;
  return (
    <>
      <Hero hero={hero} imageAspectRatio="560 / 460" />
      <Section id={atomCrm.id} title={atomCrm.heading} intro={atomCrm.intro}>
        <IframeEmbed
          category="crm-widget"
          src={crmWidgetUrl}
          title={atomCrm.widget.title}
          height="640px"
          className="mb-10"
          fallback={<ContactFallback message={atomCrm.widget.fallback} />}
        />
        <FeatureColumns columns={atomCrm.columns} />
      </Section>
      <Steps id={howItWorks.id} title={howItWorks.heading} intro={howItWorks.intro} steps={howItWorks.steps}>
        {howItWorksWidgetUrl && (
          <IframeEmbed
            category="crm-widget"
            src={howItWorksWidgetUrl}
            title={howItWorks.heading}
            height="560px"
            className="mt-10"
            fallback={<ContactFallback message="This walkthrough could not load here. Reach us directly and we will show you." />}
          />
        )}
      </Steps>
      <Section id="mobile-app" title={mobileApp.heading} intro={mobileApp.text}>
        <StoreBadges badges={mobileApp.badges} className="justify-center" />
      </Section>
      <CallToAction id="get-started" title={finalCta.heading} description={finalCta.text} primaryCta={finalCta.primaryCta} secondaryCta={finalCta.secondaryCta} />
      <Faq items={faq} title={`Questions About ${crmName}`} />
    </>
  );
}
