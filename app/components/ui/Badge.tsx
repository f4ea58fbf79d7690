/**
 * <Badge>Premium</Badge>: a small label beside a title. Its tone follows the word ("Premium" gold,
 * "Coming Soon" quiet, "Example" and "Beta" cool) unless `tone` says otherwise.
 */
import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'premium' | 'muted' | 'info' | 'solid';

const TONE_CLASS: Record<BadgeTone, string> = {
  premium: 'border-solar-300/60 text-solar-300',
  muted: 'border-muted/50 text-muted',
  info: 'border-plasma-300/50 text-plasma-300',
  solid: 'border-transparent bg-solar-300 text-space-950',
};

const TONE_BY_TEXT: Record<string, BadgeTone> = {
  Premium: 'premium',
  'Coming Soon': 'muted',
  Example: 'info',
  Beta: 'info',
};

/** The tone a badge's text gets when none is given. */
export function badgeTone(text: string): BadgeTone {
  return TONE_BY_TEXT[text] ?? 'info';
}

export interface BadgeProps {
  children: string;
  tone?: BadgeTone;
  className?: string;
  /** Extra elements (e.g. an icon) after the text. */
  trailing?: ReactNode;
}

export function Badge({ children, tone = badgeTone(children), className, trailing }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 align-middle font-sans text-xs font-semibold tracking-normal whitespace-nowrap',
        TONE_CLASS[tone],
        className,
      )}
    >
      {children}
      {trailing}
    </span>
  );
}
