/**
 * <Icon name="bot" className="size-6" />: draws a content icon (IconName from content/types.ts) from the
 * icon sprite, a cached SVG file, so icon drawings cost no JavaScript. Decorative by default
 * (aria-hidden); pass `label` when the icon alone carries meaning. Unknown names fall back to a
 * sparkle so a typo never breaks a page.
 */
import type { SVGProps } from 'react';
import spriteUrl from './icon-sprite.svg?no-inline';
import { cx } from './cx';
import { iconFor } from './icon-names';

export { FALLBACK_ICON, type KnownIconName, iconFor, isKnownIcon } from './icon-names';

export const ICON_SPRITE_URL: string = spriteUrl;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  name: string;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
  size?: number;
}

export function Icon({ name, label, size = 24, strokeWidth = 1.75, className, ...rest }: IconProps) {
  const symbol = iconFor(name);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx('lucide', `lucide-${symbol}`, className)}
      {...a11y}
      {...rest}
    >
      <use href={`${ICON_SPRITE_URL}#${symbol}`} />
    </svg>
  );
}
