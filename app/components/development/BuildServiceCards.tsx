/**
 * "What We Build": three cards, each with a tooltip (hover, click, Enter or Space) listing its features.
 */
import { CardGrid } from '~/components/ui/CardGrid';
import { Icon } from '~/components/ui/Icon';
import { Tooltip } from '~/components/ui/Tooltip';
import type { BuildServiceCard } from '~/content/types';

/** "Custom AI agents, Document Q&A" → ["Custom AI agents", "Document Q&A"]. */
export function featureList(features: string): string[] {
  return features
    .split(',')
    .map((feature) => feature.trim())
    .filter(Boolean);
}

function FeatureTooltipText({ features }: { features: string[] }) {
  return (
    <>
      {features.map((feature, index) => (
        <span key={feature} className="block before:mr-2 before:text-plasma-300 before:content-['•']">
          {feature}
          {index < features.length - 1 && <span className="sr-only">, </span>}
        </span>
      ))}
    </>
  );
}

export function BuildServiceCards({ cards }: { cards: BuildServiceCard[] }) {
  return (
    <CardGrid columns={3}>
      {cards.map((card) => (
        <div key={card.title} className="card group relative flex flex-col p-6 transition-colors hover:border-plasma-300/50">
          <span className="grid size-12 place-items-center rounded-2xl bg-space-700 text-plasma-300">
            <Icon name={card.icon} className="size-6" />
          </span>
          <h3 className="mt-5 font-display text-xl font-semibold text-ink">{card.title}</h3>
          <p className="mt-2 flex-1 leading-relaxed text-muted">{card.description}</p>
          <Tooltip
            content={<FeatureTooltipText features={featureList(card.features)} />}
            stretch
            placement="bottom"
            className="mt-5 inline-flex items-center gap-2 self-start rounded-full text-sm font-semibold text-plasma-300 group-hover:underline data-[state=open]:underline"
          >
            <Icon name="list" strokeWidth={2} className="size-4" />
            Features<span className="sr-only"> of {card.title}</span>
          </Tooltip>
        </div>
      ))}
    </CardGrid>
  );
}
