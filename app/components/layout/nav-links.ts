/** The site's navigation in the header and the mobile menu (the footer's lists are in ./footer-links.ts). */
import { OFFERING_LIST } from '~/content/offering-list';
import type { SitePath } from '~/content/pages';

export interface NavItem {
  label: string;
  /** Typed by the page list, so a link to a page that does not exist does not compile. */
  href: SitePath;
  badge?: string;
}

/** The Solutions dropdown (SPEC "Shared header"): the overview page, then every offering by its short name. */
export const SOLUTIONS_MENU: NavItem[] = [
  { label: 'All Solutions', href: '/solutions' },
  ...OFFERING_LIST.map(({ shortName, href, ...offering }): NavItem => ('premium' in offering ? { label: shortName, href, badge: 'Premium' } : { label: shortName, href })),
];

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
