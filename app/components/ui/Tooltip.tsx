/**
 * <Tooltip content="What it does" placement="top" openDelayMs={SERVICE_LIST_HOVER_DELAY_MS}>Label</Tooltip>
 * A button that shows a floating bubble: hover opens, leaving closes, click/Enter/Space toggles (a click
 * after hover keeps it open), Escape or a click elsewhere closes. With `openOnFocus`, keyboard focus opens
 * it too and moving focus away closes it. The text is also the button's
 * description (a hidden element, in the prerendered HTML), so screen readers hear it on focus.
 */
import { type FocusEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cx } from './cx';
import { loadOnce } from '~/lib/load-once';
import { whenIdleAfterLoad } from '~/lib/idle';

type BubbleComponent = typeof import('./TooltipBubble').default;

/**
 * The bubble's code (its positioning library) is a chunk of its own, fetched once the page is idle after
 * loading, so the first hover opens after the same delay as the next ones. Once here it is rendered
 * straight away: a lazy component would suspend on its first render, and React holds back a suspended
 * part's reveal by up to 300 ms.
 */
let LoadedBubble: BubbleComponent | null = null;
const loadBubble = loadOnce(() =>
  import('./TooltipBubble').then((module) => {
    LoadedBubble = module.default;
    return module.default;
  }),
);
const fetchBubble = () => void loadBubble().catch(() => {});
let idleFetchScheduled = false;

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

type OpenedBy = 'hover' | 'click' | 'focus';

function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: treat focus as keyboard focus
  }
}

/** Time the pointer has to move from the trigger onto the bubble before a hover bubble closes, ms. */
export const HOVER_CLOSE_GRACE_MS = 120;

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
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const descriptionId = useId();
  const [triggerElement, setTriggerElement] = useState<HTMLButtonElement | null>(null);
  const [bubbleElement, setBubbleElement] = useState<HTMLDivElement | null>(null);
  const [, setBubbleArrived] = useState(false);

  const openedBy = useRef<OpenedBy | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setOpen = useCallback(
    (next: boolean, by: OpenedBy | null = null) => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
      openedBy.current = next ? by : null;
      if (controlledOpen === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );

  // A stretched trigger covers its card, and the bubble is placed against the card.
  const positionReference = open && stretch ? (triggerElement?.offsetParent ?? triggerElement) : triggerElement;

  // While open: Escape or a press outside the trigger and the bubble closes it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      // The positioning reference may be a virtual element (no DOM node), so check before asking it.
      const inside = (element: Node | null) => element !== null && target instanceof Node && element.contains(target);
      if (!inside(triggerElement) && !inside(bubbleElement)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen, triggerElement, bubbleElement]);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  // The first tooltip on a page fetches the bubble's code when the browser is idle after loading.
  useEffect(() => {
    if (idleFetchScheduled) return;
    idleFetchScheduled = true;
    whenIdleAfterLoad(fetchBubble);
  }, []);

  // Opened before that (an early hover, a tap): show the bubble as soon as its code arrives.
  useEffect(() => {
    if (open && !LoadedBubble) loadBubble().then(() => setBubbleArrived(true), () => {});
  }, [open]);

  function handlePointerEnter() {
    fetchBubble(); // not here yet (a hover before the page was idle): fetch it while the hover delay runs
    clearTimeout(closeTimer.current);
    if (open) return;
    clearTimeout(openTimer.current);
    if (openDelayMs > 0) openTimer.current = setTimeout(() => setOpen(true, 'hover'), openDelayMs);
    else setOpen(true, 'hover');
  }

  function handlePointerLeave() {
    clearTimeout(openTimer.current);
    // A bubble pinned by a click stays; one opened by hover closes, after a short grace that lets
    // the pointer cross the gap onto the bubble (content on hover must be hoverable, WCAG 1.4.13).
    if (open && openedBy.current !== 'click') {
      closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_GRACE_MS);
    }
  }

  function handleClick() {
    if (open && openedBy.current !== 'hover') setOpen(false);
    else setOpen(true, 'click');
  }

  function handleFocus(event: FocusEvent<HTMLButtonElement>) {
    // Only keyboard focus: a mouse press focuses the button too, and its click decides.
    if (!openOnFocus || open || !matchesFocusVisible(event.currentTarget)) return;
    setOpen(true, 'focus');
  }

  function handleBlur() {
    if (open && openedBy.current === 'focus') setOpen(false);
  }

  const Bubble = LoadedBubble;

  return (
    <>
      <button
        ref={setTriggerElement}
        type="button"
        aria-label={label}
        aria-describedby={descriptionId}
        data-state={open ? 'open' : 'closed'}
        className={cx(stretch && 'kit-stretch', className)}
        onMouseEnter={handlePointerEnter}
        onMouseLeave={handlePointerLeave}
        onClick={handleClick}
        onFocus={handleFocus}
        onPointerDown={fetchBubble}
        onBlur={handleBlur}
      >
        {children}
      </button>
      <span id={descriptionId} hidden>
        {content}
      </span>
      {open && positionReference && Bubble && (
        <Bubble
          content={content}
          placement={placement}
          reference={positionReference}
          className={bubbleClassName}
          bubbleRef={setBubbleElement}
          onMouseEnter={() => clearTimeout(closeTimer.current)}
          onMouseLeave={handlePointerLeave}
        />
      )}
    </>
  );
}
