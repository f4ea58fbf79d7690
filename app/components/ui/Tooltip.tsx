/**
 * <Tooltip content="What it does" placement="top" openDelayMs={SERVICE_LIST_HOVER_DELAY_MS}>Label</Tooltip>
 * A button that shows a floating bubble: hover opens, leaving closes, click/Enter/Space toggles (a click
 * after hover keeps it open), Escape or a click elsewhere closes. The text is also the button's
 * description (a hidden element, in the prerendered HTML), so screen readers hear it on focus.
 */
import {
  FloatingArrow,
  FloatingPortal,
  arrow,
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  type Placement,
} from '@floating-ui/react';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { cx } from './cx';

/** Hover delay before a tooltip of a service list opens (SPEC §9). */
export const SERVICE_LIST_HOVER_DELAY_MS = 150;

export type TooltipPlacement = Extract<Placement, 'top' | 'bottom' | 'left' | 'right'>;

export interface TooltipProps {
  /** The bubble's text: plain phrasing content (it is also the button's hidden description). */
  content: ReactNode;
  /** What the trigger button shows. */
  children: ReactNode;
  placement?: TooltipPlacement;
  /** Wait before a hover opens the bubble, ms. */
  openDelayMs?: number;
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

const ARROW_HEIGHT = 7;

export function Tooltip({
  content,
  children,
  placement = 'top',
  openDelayMs = 0,
  open: controlledOpen,
  onOpenChange,
  className,
  bubbleClassName,
  label,
  stretch = false,
}: TooltipProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const descriptionId = useId();
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (controlledOpen === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    placement,
    // Keeps the bubble attached through scrolling, resizing and layout changes.
    whileElementsMounted: autoUpdate,
    middleware: [offset(ARROW_HEIGHT + 4), flip(), shift({ padding: 8 }), arrow({ element: arrowElement })],
  });

  const hover = useHover(context, { delay: { open: openDelayMs, close: 0 }, handleClose: safePolygon() });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, click, dismiss]);

  const { setReference, setPositionReference, setFloating } = refs;
  const setTrigger = useCallback(
    (node: HTMLButtonElement | null) => {
      setReference(node);
      if (stretch) setPositionReference(node?.offsetParent ?? node);
    },
    [setReference, setPositionReference, stretch],
  );

  return (
    <>
      <button
        ref={setTrigger}
        type="button"
        aria-label={label}
        aria-describedby={descriptionId}
        data-state={open ? 'open' : 'closed'}
        className={cx(stretch && 'kit-stretch', className)}
        {...getReferenceProps()}
      >
        {children}
      </button>
      <span id={descriptionId} hidden>
        {content}
      </span>
      {open && (
        <FloatingPortal>
          <div
            ref={setFloating}
            style={floatingStyles}
            className={cx('kit-tooltip', bubbleClassName)}
            data-placement={context.placement}
            aria-hidden="true"
            {...getFloatingProps()}
          >
            {content}
            <FloatingArrow ref={setArrowElement} context={context} height={ARROW_HEIGHT} width={14} className="kit-tooltip-arrow" />
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
