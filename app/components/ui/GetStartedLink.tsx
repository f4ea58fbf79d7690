/**
 * <GetStartedLink className={buttonClass('primary')} />: a real link to /contact. When the page has an
 * element with id "contact", a plain click smooth-scrolls there (and moves focus) instead.
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { prefersReducedMotion } from './useReducedMotion';

export const CONTACT_PATH = '/contact';
export const CONTACT_SECTION_ID = 'contact';

export interface GetStartedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Defaults to "Get Started". */
  children?: ReactNode;
}

/** Scrolls to an element and gives it focus so keyboard and screen-reader users land there too. */
export function scrollToElement(target: HTMLElement): void {
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex') && !target.matches('a[href],button,input,select,textarea')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
}

/** A click that should follow the page's own behaviour (not a new tab or window). */
export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function GetStartedLink({ children = 'Get Started', onClick, ...rest }: GetStartedLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    const target = document.getElementById(CONTACT_SECTION_ID);
    if (!target) return;
    event.preventDefault();
    scrollToElement(target);
  }
  return (
    <Link to={CONTACT_PATH} onClick={handleClick} {...rest}>
      {children}
    </Link>
  );
}
