/**
 * The six technology categories we build with, each a heading and what it covers in a project.
 */
import { CardGrid } from '~/components/ui/CardGrid';
import type { TechnologyCategory } from '~/content/types';

export function TechnologyStack({ categories }: { categories: TechnologyCategory[] }) {
  return (
    <CardGrid columns={3}>
      {categories.map((category, index) => (
        <div key={category.name} className="card p-6">
          <p aria-hidden="true" className="font-mono text-xs text-plasma-300">
            {String(index + 1).padStart(2, '0')}
          </p>
          <h3 className="mt-2 font-display text-lg font-semibold text-ink">{category.name}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{category.summary}</p>
          {category.items.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2">
              {category.items.map((item) => (
                <li key={item} className="rounded-full bg-space-700 px-3 py-1 text-xs text-ink">
                  {item}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </CardGrid>
  );
}
