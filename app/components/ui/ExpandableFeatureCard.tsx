/**
 * <ExpandableFeatureCard title icon summary features footer />: an ExpandableCard whose panel lists
 * features. Alone it keeps its own open flag; inside <ExpandableCardGroup> one card is open at a time.
 * Expanded, each feature's hint opens on hover or click (one at a time); collapsed, the panel holds the
 * plain feature names only, which keeps the prerendered page light and its hydration quick (no tooltip
 * machinery for what nobody has opened yet).
 */
import type { ReactNode } from 'react';
import { ExpandableCard } from './ExpandableCard';
import { type HintFeature, HintList } from './Hint';
import { Icon } from './Icon';

export interface ExpandableFeatureCardProps {
  title: string;
  icon: string;
  summary: ReactNode;
  features: HintFeature[];
  footer?: ReactNode;
  /** Identity inside an ExpandableCardGroup. */
  value?: string;
  headingLevel?: 3 | 4;
  className?: string;
  listClassName?: string;
  buttonClassName?: string;
}

const marker = <Icon name="check" strokeWidth={2} className="mt-0.5 size-4 shrink-0 text-plasma-300" />;

export function ExpandableFeatureCard({
  title,
  icon,
  summary,
  features,
  footer,
  value,
  headingLevel,
  className,
  listClassName = 'space-y-2 text-sm text-ink',
  buttonClassName,
}: ExpandableFeatureCardProps) {
  return (
    <ExpandableCard
      title={title}
      icon={icon}
      summary={summary}
      footer={footer}
      value={value}
      headingLevel={headingLevel}
      className={className}
      buttonClassName={buttonClassName}
    >
      {(expanded) =>
        expanded ? (
          <HintList features={features} className={listClassName} marker={marker} />
        ) : (
          <ul className={listClassName}>
            {features.map((feature) => (
              <li key={feature.label}>{feature.status ? `${feature.label} (${feature.status})` : feature.label}</li>
            ))}
          </ul>
        )
      }
    </ExpandableCard>
  );
}
