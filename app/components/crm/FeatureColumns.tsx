/**
 * The four feature columns of ATOM (#atom-crm): each a titled list whose items explain themselves on hover or click.
 */
import { CardGrid } from '~/components/ui/CardGrid';
import { HintList } from '~/components/ui/Hint';
import { Icon } from '~/components/ui/Icon';
import type { FeatureColumn } from '~/content/crm';

export function FeatureColumns({ columns }: { columns: FeatureColumn[] }) {
  return (
    <CardGrid columns={4}>
      {columns.map((column) => (
        <div key={column.title} className="card p-6">
          <span className="grid size-11 place-items-center rounded-2xl bg-space-700 text-plasma-300">
            <Icon name={column.icon} className="size-5" />
          </span>
          <h3 className="mt-4 font-display text-lg font-semibold text-ink">{column.title}</h3>
          <HintList features={column.items} className="mt-4 text-sm text-ink" />
        </div>
      ))}
    </CardGrid>
  );
}
