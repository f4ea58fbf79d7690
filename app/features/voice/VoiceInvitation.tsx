/**
 * The orb's invitation, shown by itself once on the home page: one line and a way in, beside the
 * orb where the "Press Me" label sits. It appears only where it hides none of the page's content
 * (otherwise the glowing orb is the whole invitation) and tucks away as soon as the visitor
 * scrolls, resizes, or clicks, taps or types anywhere else.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { siteConfig } from '~/site.config';
import { contentUnder } from '~/features/floating/page-coverage';
import { WELCOME_MESSAGE } from './voice-state';
import { Icon } from '~/components/ui/Icon';

export interface VoiceInvitationProps {
  /** The orb's own box: acting inside it is not "elsewhere". */
  rootRef: RefObject<HTMLElement | null>;
  onOpen: () => void;
  onDismiss: () => void;
}

export function VoiceInvitation({ rootRef, onOpen, onDismiss }: VoiceInvitationProps) {
  const bubbleRef = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(true);

  // Measured before it is painted: a bubble that would hide content is never seen.
  useLayoutEffect(() => {
    const bubble = bubbleRef.current;
    if (bubble && contentUnder(bubble.getBoundingClientRect(), rootRef.current)) setFits(false);
  }, [rootRef]);

  useEffect(() => {
    const outside = (target: EventTarget | null) => !(target instanceof Node && rootRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (outside(event.target)) onDismiss();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) onDismiss();
    };
    window.addEventListener('scroll', onDismiss, { passive: true });
    window.addEventListener('resize', onDismiss);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('scroll', onDismiss);
      window.removeEventListener('resize', onDismiss);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [rootRef, onDismiss]);

  if (!fits) return null;
  const assistant = siteConfig.assistantName;
  return (
    <div
      ref={bubbleRef}
      role="group"
      aria-label={`Invitation from ${assistant}`}
      data-testid="voice-invitation"
      className="absolute top-1/2 right-[3.75rem] z-10 flex w-max max-w-[min(17rem,calc(100vw-6.5rem))] -translate-y-1/2 items-center gap-0.5 rounded-full border border-plasma-300/40 bg-space-800 py-1 pr-1 pl-4 text-ink shadow-[0_12px_32px_-12px_rgb(0_0_0/0.8)]"
    >
      <button type="button" onClick={onOpen} className="min-w-0 py-1 text-left text-sm font-semibold hover:text-plasma-300">
        {WELCOME_MESSAGE}{' '}
        <span className="sr-only">Talk with {assistant}</span>
      </button>
      <button
        type="button"
        aria-label="Dismiss invitation"
        onClick={onDismiss}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-space-700 hover:text-ink"
      >
        <Icon name="x" strokeWidth={2} className="size-4" />
      </button>
    </div>
  );
}
