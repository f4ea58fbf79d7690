/**
 * <FeatureGrid id="features" title="…" cards={content.cards} columns={3} />: a section of feature cards
 * (icon, title, description; a card tooltip, a feature list with hints, a link when the content has them).
 * <FeatureCardView card={…} /> draws one card, for custom grids.
 */
import type { ReactNode } from 'react';
import type { FeatureCard } from '~/content/types';
import { cx } from '~/components/ui/cx';
import { HintList } from '~/components/ui/Hint';
import { Icon } from '~/components/ui/Icon';
import { SiteLink } from '~/components/ui/SiteLink';
import { Tooltip } from '~/components/ui/Tooltip';
import { Section } from './Section';
import { CardGrid, type CardGridColumns } from '~/components/ui/CardGrid';

export interface FeatureCardViewProps {
  card: FeatureCard;
  /** Text of the card's link (when the card has an href). */
  linkText?: string;
  /** Hover delay of the card tooltip, ms. */
  tooltipDelayMs?: number;
  headingLevel?: 3 | 4;
  className?: string;
  /** Extra content at the bottom of the card (price, badge…). */
  children?: ReactNode;
}

export function FeatureCardView({ card, linkText = 'Learn More', tooltipDelayMs, headingLevel = 3, className, children }: FeatureCardViewProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('card relative flex h-full flex-col p-6 transition-colors hover:border-plasma-300/40', className)}>
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-12 place-items-center rounded-2xl bg-space-700 text-plasma-300">
          <Icon name={card.icon} className="size-6" />
        </span>
        {card.tooltip && (
          <Tooltip
            content={card.tooltip}
            openDelayMs={tooltipDelayMs}
            stretch
            label={`More about ${card.title}`}
            className="grid size-8 place-items-center rounded-full text-muted hover:text-plasma-300 data-[state=open]:text-plasma-300"
          >
            <Icon name="info" strokeWidth={2} className="size-4" />
          </Tooltip>
        )}
      </div>
      <Heading className="mt-5 font-display text-xl font-semibold text-ink">{card.title}</Heading>
      <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
      {card.features && card.features.length > 0 && (
        <HintList features={card.features} className="relative z-10 mt-5 text-sm text-ink" />
      )}
      {children}
      {card.href && (
        <SiteLink href={card.href} className="relative z-10 mt-auto inline-flex pt-5 font-semibold text-plasma-300 hover:underline">
          {linkText} <span className="sr-only">about {card.title}</span>
        </SiteLink>
      )}
    </div>
  );
}

export interface FeatureGridProps {
  id?: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  cards: FeatureCard[];
  columns?: CardGridColumns;
  linkText?: string;
  tooltipDelayMs?: number;
  className?: string;
  reveal?: number | false;
  /** Shown under the grid. */
  children?: ReactNode;
}

export function FeatureGrid({ id, title, eyebrow, intro, cards, columns = 3, linkText, tooltipDelayMs, className, reveal, children }: FeatureGridProps) {
  return (
    <Section id={id} title={title} eyebrow={eyebrow} intro={intro} className={className} reveal={reveal}>
      <CardGrid columns={columns}>
        {cards.map((card) => (
          <FeatureCardView key={card.title} card={card} linkText={linkText} tooltipDelayMs={tooltipDelayMs} />
        ))}
      </CardGrid>
      {children}
    </Section>
  );
}
