/**
 * The example subscriptions of /pricing#plan-examples: each bundle marked "Example", its price symbol,
 * features whose hints open on hover or click (one open in the whole section), delivery time and
 * site size, and a Get Started link (to #contact on a page that has it, else /contact).
 */
import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/button';
import { CardGrid } from '~/components/ui/CardGrid';
import { GetStartedLink } from '~/components/ui/GetStartedLink';
import { HintList } from '~/components/ui/Hint';
import { useSingleOpen } from '~/components/ui/useSingleOpen';
import type { PlanBundle } from '~/content/types';
import { Icon } from '~/components/ui/Icon';

export interface PlanBundlesProps {
  bundles: PlanBundle[];
  exampleLabel: string;
  notes: string[];
}

export function PlanBundles({ bundles, exampleLabel, notes }: PlanBundlesProps) {
  const hints = useSingleOpen(); // one hint open in the whole section
  return (
    <>
      <CardGrid columns={3} alignStart={false}>
        {bundles.map((bundle) => (
          <article key={bundle.id} id={bundle.id} aria-labelledby={`${bundle.id}-name`} className="card flex h-full scroll-mt-24 flex-col p-6">
            <div className="flex items-center justify-between gap-3">
              <Badge>{exampleLabel}</Badge>
              <p className="font-display text-2xl font-bold text-solar-300">
                <span aria-hidden="true">{bundle.priceSymbol}</span>
                <span className="sr-only">Price level {bundle.priceSymbol.length} of 3</span>
              </p>
            </div>
            <h3 id={`${bundle.id}-name`} className="mt-4 font-display text-2xl font-semibold text-ink">
              {bundle.name}
            </h3>
            <p className="mt-2 text-muted">{bundle.tagline}</p>
            <HintList
              features={bundle.features}
              group={hints}
              groupKey={bundle.id}
              marker={<Icon name="check" strokeWidth={2} className="mt-1 size-4 shrink-0 text-plasma-300" />}
              className="mt-6 flex-1 space-y-3 text-ink"
            />
            <dl className="mt-6 grid grid-cols-2 gap-3 rounded-xl bg-space-900/70 p-4 text-sm">
              <div>
                <dt className="text-muted">Delivery time</dt>
                <dd className="font-semibold text-ink">{bundle.deliveryWeeks}</dd>
              </div>
              <div>
                <dt className="text-muted">Website</dt>
                <dd className="font-semibold text-ink">{bundle.sitePages}-page site</dd>
              </div>
            </dl>
            <GetStartedLink className={buttonClass('primary', undefined, 'mt-6 w-full')}>
              {bundle.cta}
              <span className="sr-only"> with the {bundle.name}</span>
            </GetStartedLink>
            <p className="mt-3 text-center text-sm text-muted">{notes[0]}</p>
          </article>
        ))}
      </CardGrid>
      {notes.slice(1).map((note) => (
        <p key={note} className="mt-8 text-center text-sm text-muted">
          {note}
        </p>
      ))}
    </>
  );
}
