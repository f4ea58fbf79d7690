import type { Route } from './+types/anti-ai';
import { CallToAction } from '~/components/sections/CallToAction';
import { PageHeader } from '~/components/sections/PageHeader';
import { ProgressBar } from '~/components/ui/ProgressBar';
import { antiAiContent } from '~/content/anti-ai';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';
import { Icon } from '~/components/ui/Icon';

export const loader = () => ({ content: antiAiContent, head: pageMeta('/anti-ai') });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { subtitle, heading, description, plans, plansHeading, progress, notify } = loaderData.content;
  return (
    <>
      <PageHeader eyebrow={subtitle} title={heading} intro={description} align="center">
        <ProgressBar label={progress.label} percent={progress.percent} animated className="mx-auto mt-10 max-w-xl text-left" />
      </PageHeader>
      <section aria-labelledby="anti-ai-plans-title" className="container-page py-12">
        <div className="card mx-auto max-w-2xl p-6 sm:p-8">
          <h2 id="anti-ai-plans-title" className="font-display text-2xl font-semibold text-ink">
            {plansHeading}
          </h2>
          <ul className="mt-5 space-y-3">
            {plans.map((plan) => (
              <li key={plan} className="flex items-start gap-2 text-ink">
                <Icon name="check" strokeWidth={2} className="mt-0.5 size-5 shrink-0 text-plasma-300" />
                {plan}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction id="get-notified" title={notify.heading} description={notify.description} primaryCta={notify.cta} />
    </>
  );
}
