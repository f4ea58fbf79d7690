/**
 * <FeatureCard title icon summary features footer />: a kit ExpandableCard with its own open flag whose
 * panel lists features. Expanded, each feature's hint opens on hover or click (one at a time); collapsed,
 * the panel holds the plain feature names only, which keeps the prerendered page light and its hydration
 * quick (no tooltip machinery for what nobody has opened yet).
 */
import CheckIcon from 'lucide-react/icons/check';
import { type ReactNode, useState } from 'react';
import { ExpandableCard } from '~/components/ui/ExpandableCard';
import { HintList } from '~/components/ui/Hint';
import type { Feature } from '~/content/types';

export interface FeatureCardProps {
  title: string;
  icon: string;
  summary: ReactNode;
  features: Feature[];
  footer: ReactNode;
  className?: string;
  listClassName?: string;
  buttonClassName?: string;
}

const marker = <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-plasma-300" />;

export function FeatureCard({ title, icon, summary, features, footer, className, listClassName, buttonClassName }: FeatureCardProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <ExpandableCard
      title={title}
      icon={icon}
      summary={summary}
      expanded={expanded}
      onExpandedChange={setExpanded}
      footer={footer}
      className={className}
      buttonClassName={buttonClassName}
    >
      {expanded ? (
        <HintList features={features} className={listClassName} marker={marker} />
      ) : (
        <ul className={listClassName}>
          {features.map((feature) => (
            <li key={feature.label}>{feature.status ? `${feature.label} (${feature.status})` : feature.label}</li>
          ))}
        </ul>
      )}
    </ExpandableCard>
  );
}
