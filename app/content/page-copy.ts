/**
 * What each main page shows, for the readers of every page at once: Vale's passages and FAQ answers, and
 * the site-wide FAQ list, read from the page registry's entries (./pages.ts). A page's route module reads
 * its own content file directly; this module is for the server and the build, never for a page's JavaScript.
 */
import { type PageCopy, type PagePathOf, pages } from './pages';
import type { FaqEntry } from './types';

export type { PageCopy };

export type CopyPagePath = PagePathOf<'main'>;

/** Each main page with its copy, in the registry's order, which is the order Vale reads them in: copy shown on two pages is quoted from the first. */
export function pageCopies(): Array<[path: CopyPagePath, copy: PageCopy]> {
  return pages.flatMap((page) => {
    if (page.kind !== 'main') return [];
    if (!page.copy) throw new Error(`The page ${page.path} has no copy for Vale to read: give its registry entry a copy.`);
    return [[page.path as CopyPagePath, page.copy()]];
  });
}

/** The FAQ block of every page that shows one, by its path. */
export function pageFaqs(): Array<[path: CopyPagePath, entries: readonly FaqEntry[]]> {
  return pageCopies().flatMap(([path, copy]) => (copy.faq ? [[path, copy.faq] as [CopyPagePath, readonly FaqEntry[]]] : []));
}
