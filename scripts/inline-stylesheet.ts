/**
 * Each prerendered page carries the whole stylesheet in a <style> in its head, in place of React Router's
 * link to it: the first paint waits on the HTML alone, and no stylesheet arrives later to restyle the page
 * (docs/decisions/0017-whole-stylesheet-inline.md). Every rule is on every page, so pages the visitor then
 * opens in the browser need nothing more. The stylesheet file stays, for the dev server and for pages the
 * server renders at run time (root.tsx links it there).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rewritePages } from './content-first';

/** The framework's link to the site's one stylesheet (root.tsx, `precedence: 'default'`). */
export const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** The page with its stylesheet link replaced by the stylesheet itself; fails when the page has no such link. */
export function withStylesheetInlined(html: string, readStylesheet: (href: string) => string): string {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1) throw new Error(`expected one stylesheet link (${STYLESHEET_LINK}), found ${links.length}`);
  const css = readStylesheet(links[0]![1]!);
  // The CSS is written into HTML as it is: a closing tag inside it would end the <style> early.
  if (/<\/style/i.test(css)) throw new Error(`the stylesheet ${links[0]![1]} contains "</style"`);
  return html.replace(STYLESHEET_LINK, () => `<style>${css}</style>`);
}

/** Inlines the stylesheet into every prerendered page of a client build; returns the pages and the CSS's size. */
export function inlineStylesheet(clientDir: string): { pages: number; cssBytes: number } {
  const stylesheets = new Map<string, string>();
  const readStylesheet = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(clientDir, href), 'utf8'));
    return stylesheets.get(href)!;
  };
  const pages = rewritePages(clientDir, (html) => withStylesheetInlined(html, readStylesheet));
  const cssBytes = Math.max(0, ...[...stylesheets.values()].map((css) => Buffer.byteLength(css)));
  return { pages, cssBytes };
}
