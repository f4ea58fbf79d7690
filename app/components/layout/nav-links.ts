/**
 * The header's fixed links. The Solutions menu and the footer's lists come from the page list, which the
 * root route's loader hands to the page (content/site-pages.ts, read with ./site-pages.tsx).
 */
import type { NavItem } from '~/content/types';

export type { NavItem };

export const PRIMARY_LINKS: NavItem[] = [
  { label: 'Industries', href: '/industries' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const GET_STARTED: NavItem = { label: 'Get Started', href: '/contact' };

/** Timings of the Solutions dropdown (SPEC §9). */
export const DROPDOWN_HOVER_ENABLE_MS = 300;
export const DROPDOWN_CLOSE_DELAY_MS = 200;
