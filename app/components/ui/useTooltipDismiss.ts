import { useEffect } from 'react';

/** While a tooltip is open: Escape, or a press outside its trigger and its bubble, closes it. */
export function useTooltipDismiss(
  open: boolean,
  close: () => void,
  triggerElement: Element | null,
  bubbleElement: Element | null,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      // The positioning reference may be a virtual element (no DOM node), so check before asking it.
      const inside = (element: Node | null) => element !== null && target instanceof Node && element.contains(target);
      if (!inside(triggerElement) && !inside(bubbleElement)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, triggerElement, bubbleElement]);
}
