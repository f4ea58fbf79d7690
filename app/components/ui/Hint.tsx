/**
 * <Hint label="Built-In Coach" hint="…" status="Coming Soon" />: a feature whose hint shows on hover or click.
 * <HintList features={card.features} />: a list of them with one hint open at a time (pass `group` to
 * share that rule across several lists).
 * Features without a hint render as plain text.
 */
import type { ReactNode } from 'react';
import { cx } from './cx';
import { Tooltip, type TooltipPlacement } from './Tooltip';
import { Badge } from './Badge';
import { type SingleOpen, useSingleOpen } from './useSingleOpen';
import { Icon } from './Icon';

export interface HintFeature {
  label: string;
  hint?: string;
  /** e.g. "Coming Soon". */
  status?: string;
}

export interface HintProps extends HintFeature {
  placement?: TooltipPlacement;
  openDelayMs?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

export function Hint({ label, hint, status, placement, openDelayMs, open, onOpenChange, className }: HintProps) {
  return (
    <span className={cx('inline-flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      {hint ? (
        <Tooltip
          content={hint}
          placement={placement}
          openDelayMs={openDelayMs}
          open={open}
          onOpenChange={onOpenChange}
          className="inline-flex items-center gap-1.5 rounded text-left underline decoration-muted/60 decoration-dotted underline-offset-4 hover:text-plasma-300 data-[state=open]:text-plasma-300"
        >
          {label}
          <Icon name="info" strokeWidth={2} className="size-3.5 shrink-0 text-muted" />
        </Tooltip>
      ) : (
        <span>{label}</span>
      )}
      {status && <Badge>{status}</Badge>}
    </span>
  );
}

export interface HintListProps {
  features: HintFeature[];
  placement?: TooltipPlacement;
  openDelayMs?: number;
  className?: string;
  itemClassName?: string;
  /** Drawn before each item (e.g. a check icon); decorative. */
  marker?: ReactNode;
  /** A one-open-at-a-time group shared with other lists (its ids are `${groupKey}:${label}`). */
  group?: SingleOpen;
  groupKey?: string;
}

export function HintList({ features, placement, openDelayMs, className, itemClassName, marker, group, groupKey = '' }: HintListProps) {
  const ownGroup = useSingleOpen();
  const { isOpen, setOpen } = group ?? ownGroup;
  return (
    <ul className={cx('space-y-2', className)}>
      {features.map((feature) => {
        const id = `${groupKey}:${feature.label}`;
        return (
          <li key={feature.label} className={cx('flex items-start gap-2', itemClassName)}>
            {marker}
            <Hint {...feature} placement={placement} openDelayMs={openDelayMs} open={isOpen(id)} onOpenChange={(open) => setOpen(id, open)} />
          </li>
        );
      })}
    </ul>
  );
}
