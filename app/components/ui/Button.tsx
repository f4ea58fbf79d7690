/**
 * <Button variant="secondary" onClick={…}>Restart</Button>: an action on the page (type="button" unless
 * told otherwise). Navigation is a link: use CtaLink or SiteLink with buttonClass().
 */
import type { ComponentPropsWithRef } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
