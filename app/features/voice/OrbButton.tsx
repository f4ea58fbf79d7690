/**
 * The orb itself: a button with its label ("Press Me") and the glowing image. Pressing it opens or
 * closes the panel (and hangs up a call); hovering or focusing it is interest enough to ask the
 * server which kind of conversation it offers.
 */
import type { RefObject } from 'react';
import { siteConfig } from '~/site.config';
import { cx } from '~/components/ui/cx';

export interface OrbButtonProps {
  orbRef: RefObject<HTMLButtonElement | null>;
  /** The label beside a bubble, which the floating controls fade away (useFloatingForm). */
  labelRef?: RefObject<HTMLSpanElement | null>;
  label: string;
  bubble: boolean;
  panelOpen: boolean;
  panelId: string;
  /** The ring pulses: the invitation shows, or a call or conversation is under way. */
  pulsing: boolean;
  /** Brightened while the invitation or the panel shows. */
  bright: boolean;
  onPress: () => void;
  onInterest: () => void;
}

export function OrbButton({ orbRef, labelRef, label, bubble, panelOpen, panelId, pulsing, bright, onPress, onInterest }: OrbButtonProps) {
  return (
    <button
      ref={orbRef}
      type="button"
      aria-expanded={panelOpen}
      aria-controls={panelOpen ? panelId : undefined}
      onClick={onPress}
      onPointerEnter={onInterest}
      onFocus={onInterest}
      className={cx('group relative inline-flex items-center rounded-full', bubble ? 'floating-body size-(--floating-size)' : 'flex-col gap-4')}
    >
      {/* As a bubble, the label sits beside the orb without taking room of its own: it can fade away and nothing moves. */}
      <span ref={labelRef} className={cx(bubble ? 'floating-label absolute inset-y-0 right-full mr-3 flex items-center' : 'order-last')}>
        <span
          className={cx(
            'rounded-full border border-plasma-300/40 bg-space-800 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-ink shadow-lg group-hover:border-plasma-300',
            !bubble && 'text-base',
          )}
        >
          {label}{' '}
          <span className="sr-only">to talk with {siteConfig.assistantName} by voice</span>
        </span>
      </span>
      <span className={cx('relative inline-flex', bubble ? 'size-full' : 'size-36 sm:size-44')}>
        <span
          aria-hidden="true"
          className={cx(
            'absolute -inset-1.5 rounded-full border-2 border-plasma-300/70 transition-opacity duration-300',
            pulsing ? 'motion-safe:animate-pulse' : 'opacity-0 group-hover:opacity-100',
          )}
        />
        <img
          src="/images/vale-orb.svg"
          alt=""
          width={120}
          height={120}
          className={cx('relative size-full drop-shadow-[0_0_18px_rgb(34_211_238/0.45)] transition-[filter] duration-300', bright && 'brightness-150 saturate-150')}
        />
      </span>
    </button>
  );
}
