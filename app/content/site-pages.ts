/**
 * What every page's browser code needs to know of the other pages: the Solutions menu, the footer's lists
 * and each page's name (for the chat and voice replies' links). Built from the page list by the root route's
 * loader at build time, so the list itself stays out of the browser's code.
 */
import { offeringList } from './offerings';
import { footerLinks, pageNames } from './pages';
import type { PageNames } from '~/lib/linkify';
import type { NavItem } from './types';

export interface SitePages {
  /** The Solutions dropdown (SPEC "Shared header"): the overview page, then every offering by its short name. */
  solutionsMenu: NavItem[];
  footer: { services: NavItem[]; quick: NavItem[]; legal: NavItem[] };
  pageNames: PageNames;
}

export function sitePages(): SitePages {
  return {
    solutionsMenu: [
      { label: 'All Solutions', href: '/solutions' },
      ...offeringList().map(({ shortName, href, premium }): NavItem => (premium ? { label: shortName, href, badge: 'Premium' } : { label: shortName, href })),
    ],
    footer: { services: footerLinks('services'), quick: footerLinks('quick'), legal: footerLinks('legal') },
    pageNames,
  };
}
