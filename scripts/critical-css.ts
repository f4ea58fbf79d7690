/**
 * Each prerendered page carries the CSS its own markup uses, inlined in a <style> in the head, so the
 * first paint waits on the HTML alone. The full stylesheet still loads, without blocking the paint: its
 * head link becomes a preload and a plain stylesheet link is added at the end of the body (no inline
 * event handlers, which the Content-Security-Policy would refuse). Done by beasties.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';

export interface CriticalCssResult {
  pages: number;
  /** Bytes of CSS inlined, summed over every page. */
  inlinedBytes: number;
  /** @font-face rules taken out of the shared stylesheet because every page carries them inline. */
  facesRemoved: number;
}

const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

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

const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * The shared stylesheet without the @font-face rules that every page already has inline. A face declared
 * a second time is a new face to the browser: when the stylesheet arrives it would load it again and lay
 * out all the text set in it anew, and the inlined headings' font would travel twice.
 */
function withoutFacesInlinedEverywhere(css: string, inlinedPerPage: string[]): string {
  return css.replace(FONT_FACE, (face) => (inlinedPerPage.length > 0 && inlinedPerPage.every((inline) => inline.includes(face)) ? '' : face));
}

/** Inlines the critical CSS of every .html file under a folder; returns the pages changed and bytes inlined. */
export async function inlineCriticalCss(clientDir: string): Promise<CriticalCssResult> {
  const inliner = createInliner(clientDir);
  let pages = 0;
  let inlinedBytes = 0;
  const inlinedPerPage: string[] = [];
  for (const entry of readdirSync(clientDir, { recursive: true }) as string[]) {
    if (!entry.endsWith('.html')) continue;
    const file = join(clientDir, entry);
    const html = readFileSync(file, 'utf8');
    const processed = await inliner.process(html);
    const inlined = inlinedCss(processed);
    inlinedPerPage.push(inlined);
    if (processed === html) continue;
    writeFileSync(file, processed);
    pages += 1;
    inlinedBytes += inlined.length - inlinedCss(html).length;
  }
  let facesRemoved = 0;
  for (const entry of readdirSync(join(clientDir, 'assets')).filter((name) => name.endsWith('.css'))) {
    const file = join(clientDir, 'assets', entry);
    const css = readFileSync(file, 'utf8');
    const pruned = withoutFacesInlinedEverywhere(css, inlinedPerPage);
    facesRemoved += (css.match(FONT_FACE)?.length ?? 0) - (pruned.match(FONT_FACE)?.length ?? 0);
    if (pruned !== css) writeFileSync(file, pruned);
  }
  return { pages, inlinedBytes, facesRemoved };
}
