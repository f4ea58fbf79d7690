/** sitemap.xml and robots.txt for the indexable pages of the route table. */
import { indexablePages } from '../app/content/pages';
import { absoluteUrl as absolute } from '../app/lib/seo';

export function sitemapXml(lastModified: string): string {
  const urls = indexablePages()
    .map(
      (page) =>
        `  <url>\n    <loc>${absolute(page.path)}</loc>\n    <lastmod>${lastModified}</lastmod>\n    <priority>${(page.priority ?? 0.5).toFixed(1)}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absolute('/sitemap.xml')}\n`;
}
