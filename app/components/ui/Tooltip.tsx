/**
 * <Tooltip content="What it does" placement="top" openDelayMs={SERVICE_LIST_HOVER_DELAY_MS}>Label</Tooltip>
 * A button that shows a floating bubble: hover opens, leaving closes, click/Enter/Space toggles (a click
 * after hover keeps it open), Escape or a click elsewhere closes. With `openOnFocus`, keyboard focus opens
 * it too and moving focus away closes it. The text is also the button's
 * description (a hidden element, in the prerendered HTML), so screen readers hear it on focus.
 */
import { type ReactNode, useId, useState } from 'react';
import { cx } from './cx';
import { LoadedTooltipBubble, fetchBubble, useBubbleCodeLoaded } from './TooltipBubbleLoader';
import { useTooltipDismiss } from './useTooltipDismiss';
import { useTooltipOpen } from './useTooltipOpen';

export { HOVER_CLOSE_GRACE_MS } from './useTooltipOpen';

/** Hover delay before a tooltip of a service list opens (SPEC §9). */
export const SERVICE_LIST_HOVER_DELAY_MS = 150;

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  /** The bubble's text: plain phrasing content (it is also the button's hidden description). */
  content: ReactNode;
  /** What the trigger button shows. */
  children: ReactNode;
  placement?: TooltipPlacement;
  /** Wait before a hover opens the bubble, ms. */
  openDelayMs?: number;
  /** Keyboard focus opens the bubble (service lists: SPEC §4). */
  openOnFocus?: boolean;
  /** Controlled state (e.g. one hint open at a time); leave out to let the tooltip keep its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Classes of the trigger button. */
  className?: string;
  bubbleClassName?: string;
  /** Accessible name of the trigger when its children are only an icon. */
  label?: string;
  /**
   * The trigger's hit area covers its nearest positioned ancestor (give the card `relative`;
   * lift links inside it with `relative z-10`), and the bubble is placed against that card.
   */
  stretch?: boolean;
}

export function Tooltip({
  content,
  children,
  placement = 'top',
  openDelayMs = 0,
  openOnFocus = false,
  open: controlledOpen,
  onOpenChange,
  className,
  bubbleClassName,
  label,
  stretch = false,
}: TooltipProps) {
  const { open, close, onPointerEnter, onPointerLeave, onClick, onFocus, onBlur, onBubbleEnter } = useTooltipOpen({
    controlledOpen,
    onOpenChange,
    openDelayMs,
    openOnFocus,
  });
  const descriptionId = useId();
  const [triggerElement, setTriggerElement] = useState<HTMLButtonElement | null>(null);
  const [bubbleElement, setBubbleElement] = useState<HTMLDivElement | null>(null);
  useTooltipDismiss(open, close, triggerElement, bubbleElement);
  const bubbleLoaded = useBubbleCodeLoaded(open);

  // A stretched trigger covers its card, and the bubble is placed against the card.
  const positionReference = open && stretch ? (triggerElement?.offsetParent ?? triggerElement) : triggerElement;

  return (
    <>
      <button
        ref={setTriggerElement}
        type="button"
        aria-label={label}
        aria-describedby={descriptionId}
        data-state={open ? 'open' : 'closed'}
        className={cx(stretch && 'kit-stretch', className)}
        onMouseEnter={() => {
          fetchBubble(); // not here yet (a hover before the page was idle): fetch it while the hover delay runs
          onPointerEnter();
        }}
        onMouseLeave={onPointerLeave}
        onClick={onClick}
        onFocus={onFocus}
        onPointerDown={fetchBubble}
        onBlur={onBlur}
      >
        {children}
      </button>
      <span id={descriptionId} hidden>
        {content}
      </span>
      {open && positionReference && bubbleLoaded && (
        <LoadedTooltipBubble
          content={content}
          placement={placement}
          reference={positionReference}
          className={bubbleClassName}
          bubbleRef={setBubbleElement}
          onMouseEnter={onBubbleEnter}
          onMouseLeave={onPointerLeave}
        />
      )}
    </>
  );
}
