/**
 * <Icon name="bot" className="size-6" />: draws a content icon (IconName from content/types.ts) from the
 * icon sprite, a cached SVG file, so icon drawings cost no JavaScript. Decorative by default
 * (aria-hidden); pass `label` when the icon alone carries meaning. Every name the content uses is checked
 * against the sprite by a test (Icon.test.tsx), so the names list stays out of the pages' code.
 */
import type { SVGProps } from 'react';
import spriteUrl from './icon-sprite.svg?no-inline';
import { cx } from './cx';

export const ICON_SPRITE_URL: string = spriteUrl;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  name: string;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
  size?: number;
}

export function Icon({ name, label, size = 24, strokeWidth = 1.75, className, ...rest }: IconProps) {
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
      className={cx('lucide', `lucide-${name}`, className)}
      {...a11y}
      {...rest}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
