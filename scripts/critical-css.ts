/**
 * Each prerendered page carries the CSS its own markup uses, inlined in a <style> in the head, so the
 * first paint waits on the HTML alone. Beasties chooses those rules. The rest of the stylesheet still loads,
 * without blocking the paint: beasties turns the head link into a preload and adds a plain stylesheet link
 * at the end of the body (no inline event handlers, which the Content-Security-Policy would refuse), and
 * that link is pointed at a file holding only the rules the page did not inline.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { splitStylesheet } from './stylesheet-split';

export interface CriticalCssResult {
  pages: number;
  /** Bytes of CSS inlined, summed over every page. */
  inlinedBytes: number;
  /** Bytes of the pages' rest stylesheets, summed over every page. */
  restBytes: number;
  /** Rules inlined beyond beasties' choice to keep the cascade (stylesheet-split.ts), summed over every page. */
  movedRules: number;
}

const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
/** The shared stylesheet as beasties leaves it: a preload in the head and a link at the end of the body. */
const STYLESHEET_HREF = /(<link rel="(?:stylesheet|preload)" href=")(\/assets\/[^"]+\.css)(")/g;

/** The CSS a page carries in its <style> elements. */
const inlinedCss = (html: string) => [...html.matchAll(INLINE_STYLE)].map(([, css]) => css!).join('');

export function createInliner(clientDir: string): Beasties {
  // Classes that hydration adds above the fold (the typed headline, its glow, sections waiting to reveal):
  // the stylesheet may arrive after the scripts, and without their rules the headline would stack twice.
  const HYDRATION_CLASSES = [/\.kit-tw/, /\.kit-glow/, /\.kit-reveal/];
  return new Beasties({
    path: clientDir,
    publicPath: '/',
    // The shared stylesheet serves every page: it is never trimmed.
    pruneSource: false,
    // The heading font's @font-face comes inline too, so it is requested by the first paint's own CSS.
    inlineFonts: true,
    // The headings' font is inlined in the CSS itself; the full file is fetched only by a page that needs it.
    preloadFonts: false,
    // The selector engine cannot match Tailwind's `:where(.space-y-2>:not(:last-child))`, `:is(.\*\:flex-1>*)` or `:root:has(…)` rules; they are few and small.
    allowRules: [/^:where\(/, /^:is\(/, /:has\(/, ...HYDRATION_CLASSES],
    logLevel: 'warn',
  });
}

/**
 * Inlines the critical CSS of every .html file under a folder and points the page's stylesheet link at the
 * rest of the stylesheet (stylesheet-split.ts), written beside it as assets/<name>-rest-<hash>.css. The
 * shared stylesheet is left whole for pages rendered by the server at run time.
 */
export async function inlineCriticalCss(clientDir: string): Promise<CriticalCssResult> {
  const inliner = createInliner(clientDir);
  const result: CriticalCssResult = { pages: 0, inlinedBytes: 0, restBytes: 0, movedRules: 0 };
  const stylesheets = new Map<string, string>();
  const readStylesheet = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(clientDir, href), 'utf8'));
    return stylesheets.get(href)!;
  };
  for (const entry of readdirSync(clientDir, { recursive: true }) as string[]) {
    if (!entry.endsWith('.html')) continue;
    const file = join(clientDir, entry);
    const html = readFileSync(file, 'utf8');
    const processed = await inliner.process(html);
    if (processed === html) continue;
    const hrefs = new Set([...processed.matchAll(STYLESHEET_HREF)].map(([, , href]) => href!));
    const styles = [...processed.matchAll(INLINE_STYLE)];
    if (hrefs.size !== 1 || styles.length > 1) throw new Error(`${entry}: expected one stylesheet and at most one inlined <style>, found ${hrefs.size} and ${styles.length}`);
    const [href] = hrefs;
    const split = splitStylesheet(readStylesheet(href!), inlinedCss(processed));
    const restHref = `${href!.replace(/\.css$/, '')}-rest-${createHash('sha256').update(split.rest).digest('hex').slice(0, 10)}.css`;
    writeFileSync(join(clientDir, restHref), split.rest);
    const style = `<style>${split.inline}</style>`;
    // Beasties' <style> takes the rebuilt CSS; a page it inlined nothing for gets one.
    const withInlined = styles.length ? processed.replace(INLINE_STYLE, () => style) : processed.replace('</head>', () => `${style}</head>`);
    writeFileSync(file, withInlined.replace(STYLESHEET_HREF, (_link, start: string, _href, end: string) => `${start}${restHref}${end}`));
    result.pages += 1;
    result.inlinedBytes += split.inline.length - inlinedCss(html).length;
    result.restBytes += split.rest.length;
    result.movedRules += split.moved;
  }
  return result;
}
