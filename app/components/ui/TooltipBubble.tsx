/**
 * The floating bubble of an open <Tooltip>: placed against its trigger (or the trigger's card), kept
 * attached through scrolling and resizing. Loaded on first use, so pages do not ship the positioning
 * code before a visitor reaches for a tooltip.
 */
import { FloatingArrow, arrow, autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import type { TooltipPlacement } from './Tooltip';

const ARROW_HEIGHT = 7;

export interface TooltipBubbleProps {
  content: ReactNode;
  placement: TooltipPlacement;
  /** What the bubble is placed against. */
  reference: Element;
  className?: string;
  /** Receives the bubble's element (outside-press checks). */
  bubbleRef: (element: HTMLDivElement | null) => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
}

export default function TooltipBubble({ content, placement, reference, className, bubbleRef, onMouseEnter, onMouseLeave }: TooltipBubbleProps) {
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    placement,
    elements: { reference },
    whileElementsMounted: autoUpdate,
    middleware: [offset(ARROW_HEIGHT + 4), flip(), shift({ padding: 8 }), arrow({ element: arrowElement })],
  });
  const { setFloating } = refs;

  return createPortal(
    <div
      ref={(element) => {
        setFloating(element);
        bubbleRef(element);
      }}
      style={floatingStyles}
      className={cx('kit-tooltip', className)}
      data-placement={context.placement}
      aria-hidden="true"
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      {content}
      <FloatingArrow ref={setArrowElement} context={context} height={ARROW_HEIGHT} width={14} className="kit-tooltip-arrow" />
    </div>,
    document.body,
  );
}
