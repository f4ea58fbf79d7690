/**
 * The page list is the one place a page is added: every entry has its route module, is reached from the
 * header, the footer or another page's copy, and (but for the forms' confirmations) is in the sitemap
 * unless marked noindex. Vale's side of the same rule is server/chat/vale/knowledge/pages-known.test.ts.
 */
import { readdirSync } from 'node:fs';
import { PRIMARY_LINKS } from '~/components/layout/nav-links';
import { generalFaq } from '~/content/faqs';
import * as legal from '~/content/legal';
import { pageCopies } from '~/content/page-copy';
import { pageNames, pages } from '~/content/pages';
import { sitePages } from '~/content/site-pages';
import { splitSiteLinks } from '~/lib/linkify';
import { sitemapXml } from '../../scripts/sitemap';

/** Every string inside a content value, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The pages a text links to: a path as a link field, or a path written in copy that the site shows as a link. */
function linkedPages(text: string): string[] {
  if (/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/.test(text)) return [text.split('#')[0]!];
  return splitSiteLinks(text, pageNames).flatMap((part) => (part.kind === 'link' ? [part.href.split('#')[0]!] : []));
}

const { solutionsMenu, footer } = sitePages();
const navigation = [...PRIMARY_LINKS, ...solutionsMenu, ...footer.services, ...footer.quick, ...footer.legal].map((item) => item.href.split('#')[0]);
const copy = [...pageCopies().map(([, page]) => page), generalFaq, legal];
const linked = new Set([...navigation, ...stringsOf(copy).flatMap(linkedPages)]);

/** The route module a path is served by (routes.ts reads the folder): "/" is _index.tsx, "/contact/thank-you" contact_.thank-you.tsx. */
const routeModuleOf = (path: string) => `${path === '/' ? '_index' : path.slice(1).split('/').join('_.')}.tsx`;

/** The folder's page modules: every route module but the one for paths no page has. */
const routeModules = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.tsx') && !file.includes('.test.') && file !== '$.tsx');

describe('the page list', () => {
  it.each(pages.map((page) => [page.path, routeModuleOf(page.path)]))('%s has its route module (%s)', (_path, file) => {
    expect(routeModules).toContain(file);
  });

  it('has an entry for every route module', () => {
    expect(routeModules.toSorted()).toEqual(pages.map((page) => routeModuleOf(page.path)).toSorted());
  });

  it.each(pages.filter((page) => page.kind !== 'confirmation' && page.path !== '/').map((page) => page.path))('%s is linked from the navigation or the copy', (path) => {
    expect(linked).toContain(path);
  });

  it('links only to pages of the list from the navigation', () => {
    const paths = new Set(pages.map((page) => page.path));
    for (const href of navigation) expect(paths).toContain(href);
  });

  it('puts every indexable page in the sitemap and keeps the rest out', () => {
    const xml = sitemapXml('2026-01-01');
    for (const page of pages) expect(xml.includes(`${page.path === '/' ? '' : page.path}</loc>`)).toBe(!page.noIndex);
  });

  it('names every page once for copy and voice, and distinct pages apart', () => {
    const names = new Map<string, string>();
    for (const page of pages) {
      expect(page.name).toMatch(/^our \S/);
      // A confirmation shares the name of the page whose form it confirms.
      const base = page.kind === 'confirmation' ? page.path.replace(/\/[^/]+$/, '') : page.path;
      const seen = names.get(page.name);
      if (seen) expect(seen).toBe(base);
      else names.set(page.name, base);
    }
  });
});
