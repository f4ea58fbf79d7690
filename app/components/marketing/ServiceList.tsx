/**
 * What every marketing plan includes: a list of services whose details open as tooltips on hover (after
 * 150 ms), on keyboard focus, on click, Enter or Space; Escape closes them.
 */
import { SERVICE_LIST_HOVER_DELAY_MS, Tooltip } from '~/components/ui/Tooltip';
import type { ServiceTooltipItem } from '~/content/types';
import { Icon } from '~/components/ui/Icon';

export function ServiceList({ items, label }: { items: ServiceTooltipItem[]; label: string }) {
  return (
    <ul aria-label={label} className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <Tooltip
            content={item.tooltip}
            openDelayMs={SERVICE_LIST_HOVER_DELAY_MS}
            openOnFocus
            placement="bottom"
            className="flex w-full items-center gap-2 rounded-full border border-nebula-300/30 bg-space-800 px-4 py-2.5 text-left font-semibold text-ink hover:border-plasma-300 data-[state=open]:border-plasma-300"
          >
            <Icon name="check" strokeWidth={2} className="size-4 shrink-0 text-plasma-300" />
            {item.title}
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
