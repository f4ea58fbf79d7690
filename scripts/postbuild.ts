/**
 * After `react-router build`: writes sitemap.xml and robots.txt into the client build, lets every
 * prerendered page paint before its scripts download (inline-stylesheet.ts puts the whole stylesheet in
 * the page, content-first.ts starts the scripts after the first paint), and writes each file's brotli and
 * gzip forms beside it, so the server does not compress at start-up.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { precompressAssets } from '../server/static-assets';
import { rewritePages, scriptsAfterFirstPaint, withoutModulePreloads } from './content-first';
import { inlineStylesheet } from './inline-stylesheet';
import { robotsTxt, sitemapXml } from './sitemap';

const clientDir = resolve(process.env.BUILD_DIR ?? 'build', 'client');
const today = new Date().toISOString().slice(0, 10);
writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(today));
writeFileSync(join(clientDir, 'robots.txt'), robotsTxt());
console.log(`Wrote sitemap.xml and robots.txt to ${clientDir}`);
console.log(`Removed module preload hints from ${rewritePages(clientDir, withoutModulePreloads)} pages`);
const inlined = inlineStylesheet(clientDir);
console.log(`Inlined the stylesheet (${(inlined.cssBytes / 1024).toFixed(1)} KB) in ${inlined.pages} pages`);
console.log(`Scripts wait for the first paint in ${rewritePages(clientDir, scriptsAfterFirstPaint)} pages`);
console.log(`Compressed ${precompressAssets(clientDir)} files (brotli and gzip)`);
