/**
 * The footer's link lists, from the page list's footer placements: apart from the header's (./nav-links.ts),
 * so the page list comes with the footer's deferred code, never with a page's first JavaScript.
 */
import { footerLinks } from '~/content/pages';
import type { NavItem } from './nav-links';

export const FOOTER_SERVICES: NavItem[] = footerLinks('services');

export const FOOTER_QUICK_LINKS: NavItem[] = footerLinks('quick');

/** The legal pages, and the consent control one click away on every page. */
export const LEGAL_LINKS: NavItem[] = footerLinks('legal');
