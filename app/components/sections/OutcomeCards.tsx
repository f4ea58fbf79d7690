/**
 * <OutcomeCards outcomes={…} />: big figures whose story opens on hover, focus-and-Enter or a tap
 * (the whole card is the tooltip's trigger).
 */
import { CardGrid } from '~/components/ui/CardGrid';
import { Tooltip } from '~/components/ui/Tooltip';
import { Icon } from '~/components/ui/Icon';

export interface OutcomeCardData {
  value: string;
  label: string;
  tooltip: string;
}

export function OutcomeCards({ outcomes }: { outcomes: OutcomeCardData[] }) {
  return (
    <CardGrid columns={4}>
      {outcomes.map((outcome) => (
        <div
          key={outcome.label}
          className="card group relative p-6 text-center transition-colors hover:border-plasma-300/50 has-[[data-state=open]]:border-plasma-300/60"
        >
          <div className="-mt-3 -mr-3 flex justify-end">
            <Tooltip
              content={outcome.tooltip}
              stretch
              label={`More about ${outcome.value} ${outcome.label}`}
              className="grid size-8 place-items-center rounded-full text-muted group-hover:text-plasma-300 data-[state=open]:text-plasma-300"
            >
              <Icon name="info" strokeWidth={2} className="size-4" />
            </Tooltip>
          </div>
          <p className="font-display text-4xl font-bold tracking-tight text-plasma-300">{outcome.value}</p>
          <p className="mt-2 font-semibold text-ink">{outcome.label}</p>
        </div>
      ))}
    </CardGrid>
  );
}
