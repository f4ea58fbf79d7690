/**
 * <IndustryTiles industries={industries} />: one tile per industry, each a real link to its card
 * ("#legal"). Without JavaScript the browser follows the anchor; with it, a plain click smooth-scrolls
 * (instantly under reduced motion) and moves focus to the card, so keyboard users land there too.
 */
import type { MouseEvent } from 'react';
import { CardGrid } from '~/components/ui/CardGrid';
import { isPlainLeftClick, scrollToElement } from '~/components/ui/GetStartedLink';
import { Icon } from '~/components/ui/Icon';

export interface IndustryTile {
  /** Id of the card the tile leads to. */
  id: string;
  name: string;
  icon: string;
}

export interface IndustryTilesProps {
  industries: IndustryTile[];
  label?: string;
}

function jumpToCard(event: MouseEvent<HTMLAnchorElement>, cardId: string) {
  // Modified clicks (new tab, new window) keep the link's own behaviour.
  if (!isPlainLeftClick(event)) return;
  const card = document.getElementById(cardId);
  if (!card) return;
  event.preventDefault();
  // Keep the address shareable and Back working, as following the anchor would.
  window.history.pushState(null, '', `#${cardId}`);
  scrollToElement(card);
}

export function IndustryTiles({ industries, label = 'Jump to an industry' }: IndustryTilesProps) {
  return (
    <nav aria-label={label}>
      <CardGrid columns={4} columnsClassName="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4">
        {industries.map((industry) => (
          <a
            key={industry.id}
            href={`#${industry.id}`}
            onClick={(event) => jumpToCard(event, industry.id)}
            className="card group flex flex-col items-start gap-2 p-3 text-sm font-semibold text-ink transition-colors hover:border-plasma-300/50 hover:text-plasma-300 sm:flex-row sm:items-center sm:gap-3 sm:p-4 sm:text-base"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-space-700 text-plasma-300 transition-colors group-hover:bg-space-600">
              <Icon name={industry.icon} className="size-5" />
            </span>
            <span className="min-w-0">{industry.name}</span>
          </a>
        ))}
      </CardGrid>
    </nav>
  );
}
