/**
 * The other pages, as the root route's loader gives them (content/site-pages.ts): the menus, the footer and
 * the pages' names. Read through a context so the page list never travels in a page's JavaScript.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { SitePages } from '~/content/site-pages';

const NO_PAGES: SitePages = { solutionsMenu: [], footer: { services: [], quick: [], legal: [] }, pageNames: {} };

const SitePagesContext = createContext<SitePages>(NO_PAGES);

/** Gives the pages to everything inside; without them (a route that failed before its loader ran), empty lists. */
export function SitePagesProvider({ pages, children }: { pages: SitePages | undefined; children: ReactNode }) {
  return <SitePagesContext.Provider value={pages ?? NO_PAGES}>{children}</SitePagesContext.Provider>;
}

export function useSitePages(): SitePages {
  return useContext(SitePagesContext);
}
