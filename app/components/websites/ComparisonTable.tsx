/**
 * The static-versus-AI website comparison as a real table (column and row headers). On a narrow screen
 * each row's heading spans the width above its two answers, so the table stays readable at 320 px
 * without sideways scrolling.
 */
import type { ComparisonRow } from '~/content/websites';
import { Icon } from '~/components/ui/Icon';

export interface ComparisonTableProps {
  caption: string;
  columns: { aspect: string; static: string; ai: string };
  rows: ComparisonRow[];
}

export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  return (
    <div className="card overflow-hidden">
      <table className="compare-table w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-nebula-300/20 bg-space-700/60">
            <th scope="col" className="px-5 py-4 font-display text-sm font-semibold tracking-wide text-muted uppercase">
              {columns.aspect}
            </th>
            <th scope="col" className="px-5 py-4 font-display font-semibold text-muted">
              {columns.static}
            </th>
            <th scope="col" className="px-5 py-4 font-display font-semibold text-plasma-300">
              {columns.ai}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.aspect} className="border-b border-nebula-300/10 last:border-b-0">
              <th scope="row" className="px-5 py-4 align-top font-semibold text-ink">
                {row.aspect}
              </th>
              <td className="px-5 py-4 align-top text-muted">
                <span className="flex items-start gap-2">
                  <Icon name="minus" strokeWidth={2} className="mt-1 size-4 shrink-0 text-flare-400" />
                  {row.static}
                </span>
              </td>
              <td className="px-5 py-4 align-top text-ink">
                <span className="flex items-start gap-2">
                  <Icon name="check" strokeWidth={2} className="mt-1 size-4 shrink-0 text-plasma-300" />
                  {row.ai}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
