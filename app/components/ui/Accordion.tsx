/**
 * <Accordion name="straight-up" items={[{ id, title, content }]} />: one item open at a time; clicking
 * the open one closes it. Built on <details name=…>, which does the same without JS; with JS the state
 * is React's. For custom layouts (two columns…) use <AccordionItem> with useSingleOpen().
 */
import type { MouseEvent, ReactNode } from 'react';
import { cx } from './cx';
import { useSingleOpen } from './useSingleOpen';
import { Icon } from './Icon';

export interface AccordionItemProps {
  /** Shared by the items of one group: the browser keeps one open even before hydration. */
  name: string;
  open: boolean;
  onToggle: () => void;
  summary: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
  summaryClassName?: string;
  panelClassName?: string;
}

export function AccordionItem({
  name,
  open,
  onToggle,
  summary,
  children,
  id,
  className,
  summaryClassName,
  panelClassName,
}: AccordionItemProps) {
  function handleSummaryClick(event: MouseEvent) {
    // The state decides; the browser's own toggle would race it.
    event.preventDefault();
    onToggle();
  }
  return (
    <details id={id} name={name} open={open} className={cx('kit-accordion', className)}>
      <summary
        onClick={handleSummaryClick}
        className={cx('flex items-center justify-between gap-4 rounded-xl font-semibold text-ink', summaryClassName)}
      >
        <span>{summary}</span>
        <Icon name="chevron-down" strokeWidth={2} className="kit-chevron size-5 shrink-0 text-plasma-300" />
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}

export interface AccordionEntry {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  name: string;
  items: AccordionEntry[];
  /** Item open at first; none by default. */
  defaultOpenId?: string | null;
  className?: string;
  itemClassName?: string;
  summaryClassName?: string;
  panelClassName?: string;
}

export function Accordion({
  name,
  items,
  defaultOpenId = null,
  className,
  itemClassName = 'card px-5 py-4',
  summaryClassName,
  panelClassName = 'pt-3 text-muted',
}: AccordionProps) {
  const group = useSingleOpen(defaultOpenId);
  return (
    <div className={cx('space-y-3', className)}>
      {items.map((item) => (
        <AccordionItem
          key={item.id}
          name={name}
          open={group.isOpen(item.id)}
          onToggle={() => group.toggle(item.id)}
          summary={item.title}
          className={itemClassName}
          summaryClassName={summaryClassName}
          panelClassName={panelClassName}
        >
          {item.content}
        </AccordionItem>
      ))}
    </div>
  );
}
