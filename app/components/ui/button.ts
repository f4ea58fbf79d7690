/**
 * buttonClass('secondary', 'sm'): the classes of a control drawn as a button, for <button>s and for links
 * that look like one (CtaLink, SiteLink). The looks live in app.css (.btn-*), so no JS is needed to draw them.
 */
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'md' | 'sm';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  quiet: 'btn-quiet',
  danger: 'btn-danger',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cx(VARIANT_CLASS[variant], size === 'sm' && 'btn-sm', className) ?? '';
}
