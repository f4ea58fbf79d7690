/**
 * After `react-router build`: writes sitemap.xml and robots.txt into the client build, and lets every
 * prerendered page paint before its scripts download (content-first.ts).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripModulePreloads } from './content-first';
import { robotsTxt, sitemapXml } from './sitemap';

const clientDir = resolve(process.env.BUILD_DIR ?? 'build', 'client');
const today = new Date().toISOString().slice(0, 10);
writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(today));
writeFileSync(join(clientDir, 'robots.txt'), robotsTxt());
console.log(`Wrote sitemap.xml and robots.txt to ${clientDir}`);
const pagesChanged = stripModulePreloads(clientDir);
console.log(`Removed module preload hints from ${pagesChanged} pages`);
