/**
 * After `react-router build`: writes sitemap.xml and robots.txt into the client build, lets every
 * prerendered page paint before its scripts and stylesheet download (critical-css.ts inlines the
 * CSS its markup uses, content-first.ts starts the rest after the first paint), and writes each file's
 * brotli and gzip forms beside it, so the server does not compress at start-up.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { precompressAssets } from '../server/static-assets';
import { rewritePages, scriptsAfterFirstPaint, withoutModulePreloads } from './content-first';
import { inlineCriticalCss } from './critical-css';
import { robotsTxt, sitemapXml } from './sitemap';

const clientDir = resolve(process.env.BUILD_DIR ?? 'build', 'client');
const today = new Date().toISOString().slice(0, 10);
writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(today));
writeFileSync(join(clientDir, 'robots.txt'), robotsTxt());
console.log(`Wrote sitemap.xml and robots.txt to ${clientDir}`);
console.log(`Removed module preload hints from ${rewritePages(clientDir, withoutModulePreloads)} pages`);
const critical = await inlineCriticalCss(clientDir);
const perPage = (bytes: number) => `${(bytes / critical.pages / 1024).toFixed(1)} KB`;
console.log(`Inlined critical CSS in ${critical.pages} pages (${perPage(critical.inlinedBytes)} each on average, ${critical.movedRules} rules beyond beasties' choice over all pages, to keep the cascade); the rest of the stylesheet is ${perPage(critical.restBytes)} per page`);
console.log(`Scripts and the stylesheet wait for the first paint in ${rewritePages(clientDir, scriptsAfterFirstPaint)} pages`);
console.log(`Compressed ${precompressAssets(clientDir)} files (brotli and gzip)`);
