/**
 * <ExpandableCard title="Lead Generation" icon="magnet" summary="…">details</ExpandableCard>: a card whose
 * heading is a disclosure button. Alone, each card keeps its own flag; inside <ExpandableCardGroup>
 * one card is open at a time. Collapsed details stay in the HTML (hidden) for crawlers.
 */
import { type ReactNode, createContext, useContext, useId, useState } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';
import { type SingleOpen, useSingleOpen } from './useSingleOpen';

const GroupContext = createContext<SingleOpen | null>(null);

export interface ExpandableCardGroupProps {
  children: ReactNode;
  /** `value` of the card open at first; none by default. */
  defaultValue?: string | null;
  className?: string;
}

export function ExpandableCardGroup({ children, defaultValue = null, className }: ExpandableCardGroupProps) {
  const group = useSingleOpen(defaultValue);
  return (
    <GroupContext.Provider value={group}>
      <div className={className}>{children}</div>
    </GroupContext.Provider>
  );
}

export interface ExpandableCardProps {
  title: ReactNode;
  /** IconName from the content. */
  icon?: string;
  /** Always visible under the heading. */
  summary?: ReactNode;
  /** Shown when expanded; a function gets the open state (to keep the collapsed panel light). */
  children: ReactNode | ((expanded: boolean) => ReactNode);
  /** Always visible at the bottom (e.g. a Learn More link). */
  footer?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Identity inside a group (defaults to a generated id). */
  value?: string;
  /** Controlled flag (outside a group). */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  defaultExpanded?: boolean;
  id?: string;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
}

export function ExpandableCard({
  title,
  icon,
  summary,
  children,
  footer,
  headingLevel = 3,
  value,
  expanded: controlledExpanded,
  onExpandedChange,
  defaultExpanded = false,
  id,
  className,
  buttonClassName,
  panelClassName,
}: ExpandableCardProps) {
  const group = useContext(GroupContext);
  const generatedId = useId();
  const cardValue = value ?? generatedId;
  const panelId = `${generatedId}-panel`;
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const expanded = group ? group.isOpen(cardValue) : (controlledExpanded ?? ownExpanded);

  function toggle() {
    if (group) {
      group.toggle(cardValue);
    } else {
      if (controlledExpanded === undefined) setOwnExpanded(!expanded);
      onExpandedChange?.(!expanded);
    }
  }

  const Heading = `h${headingLevel}` as const;
  return (
    <div id={id} className={cx('card flex flex-col p-6', expanded && 'border-plasma-300/50', className)} data-expanded={expanded}>
      <Heading className="font-display text-lg font-semibold text-ink">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={toggle}
          className={cx('flex w-full items-center gap-3 rounded-lg text-left', buttonClassName)}
        >
          {icon && (
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-space-700 text-plasma-300">
              <Icon name={icon} className="size-5" />
            </span>
          )}
          <span className="flex-1">{title}</span>
          <Icon name="chevron-down" strokeWidth={2}
           
            className={cx('size-5 shrink-0 text-plasma-300 transition-transform duration-200', expanded && 'rotate-180')}
          />
        </button>
      </Heading>
      {summary && <div className="mt-3 text-muted">{summary}</div>}
      <div id={panelId} hidden={!expanded} className={cx('kit-panel-in mt-4', panelClassName)}>
        {typeof children === 'function' ? children(expanded) : children}
      </div>
      {footer && <div className="mt-auto pt-5">{footer}</div>}
    </div>
  );
}
