import { pages } from '../../app/content/pages';

/** The site's page paths: a page a request names is recorded only if it is one of these. */
export const knownPaths: ReadonlySet<string> = new Set(pages.map((page) => page.path));
