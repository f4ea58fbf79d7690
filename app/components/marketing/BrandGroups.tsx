/**
 * The three service groups of #brand (Marketing & Lead Gen, Branding, Content Studio): each a heading,
 * a tagline, eight cards whose description opens as a tooltip, and the group's call to action. The
 * Content Studio group also carries the music widget.
 */
import type { ReactNode } from 'react';
import { CardGrid } from '~/components/ui/CardGrid';
import { CtaLink } from '~/components/ui/CtaLink';
import { Icon } from '~/components/ui/Icon';
import { SERVICE_LIST_HOVER_DELAY_MS, Tooltip } from '~/components/ui/Tooltip';
import type { Href, MarketingGroup } from '~/content/types';

export interface BrandGroupsProps {
  groups: MarketingGroup[];
  ctaHref: Href;
  /** Extra content per group id (the Content Studio's music widget). */
  extras?: Record<string, ReactNode>;
}

export function BrandGroups({ groups, ctaHref, extras = {} }: BrandGroupsProps) {
  return (
    <div className="space-y-16">
      {groups.map((group) => (
        <div key={group.id} id={group.id} className="scroll-mt-24">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h3 className="font-display text-2xl font-semibold text-ink">{group.title}</h3>
              <p className="mt-2 max-w-2xl text-muted">{group.tagline}</p>
            </div>
            <CtaLink cta={{ text: group.ctaText, href: ctaHref }} variant="secondary" size="sm" className="self-start sm:self-auto" />
          </div>
          <CardGrid columns={4} className="mt-6">
            {group.cards.map((card) => (
              <Tooltip
                key={card.id}
                content={card.tooltip}
                openDelayMs={SERVICE_LIST_HOVER_DELAY_MS}
                openOnFocus
                className="card flex w-full items-center gap-3 p-4 text-left font-semibold text-ink transition-colors hover:border-plasma-300/50 data-[state=open]:border-plasma-300/70"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-space-700 text-plasma-300">
                  <Icon name={card.icon} className="size-5" />
                </span>
                <span className="flex-1">{card.title}</span>
                <Icon name="info" strokeWidth={2} className="size-4 shrink-0 text-muted" />
              </Tooltip>
            ))}
          </CardGrid>
          {extras[group.id]}
        </div>
      ))}
    </div>
  );
}
