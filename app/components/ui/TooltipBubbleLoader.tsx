import { useEffect, useState } from 'react';
import { loadOnce } from '~/lib/load-once';
import { whenIdleAfterLoad } from '~/lib/idle';
import type { TooltipBubbleProps } from './TooltipBubble';

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
let idleFetchScheduled = false;

/** Starts fetching the bubble's code (once); a failure leaves tooltips to their hidden descriptions. */
export const fetchBubble = () => void loadBubble().catch(() => {});

/** Whether the bubble's code is here; `open` asks for it now and re-renders once it arrives. */
export function useBubbleCodeLoaded(open: boolean): boolean {
  const [, setBubbleArrived] = useState(false);

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

  return LoadedBubble !== null;
}

/** The bubble, once its code is here (nothing before). */
export function LoadedTooltipBubble(props: TooltipBubbleProps) {
  const Bubble = LoadedBubble;
  return Bubble ? <Bubble {...props} /> : null;
}
